import { useTranslation } from 'react-i18next';
import { ImportDialog } from '#kernel/client';
import { type WordKind, wordApi, wordUrls } from '../../api/word-api.ts';

/** Uploads an xlsx of words (into a group for tag and hot words); shows the rows refused and why (the others are saved). */
export function WordImportDialog(props: { kind: WordKind; groupId?: number; visible: boolean; onClose(imported: boolean): void }) {
  const { t } = useTranslation('cms');
  return (
    <ImportDialog
      visible={props.visible}
      onClose={props.onClose}
      texts="cms:word"
      inputId={`word-import-file-${props.kind}`}
      template={{ url: wordUrls.importTemplate(props.kind), file: `${props.kind}_template.xlsx` }}
      upload={(file) => wordApi.importFile(props.kind, file, props.groupId)}
      wrote={(data) => data.inserted > 0}
      keyColumn={{ title: t('word.word'), dataIndex: 'word' }}
    />
  );
}
