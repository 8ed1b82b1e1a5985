import { useTranslation } from 'react-i18next';
import { Button, Empty, Modal, Table } from '@arco-design/web-react';

export interface WordHit {
  w: string;
  r: string;
}

/** The error-prone words found in the title and body, each with its replacement; one click replaces all. */
export function WordCheckDialog({
  hits,
  onReplace,
  onClose,
}: {
  hits: WordHit[] | null;
  onReplace(hits: WordHit[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('cms');
  return (
    <Modal
      title={t('content.wordCheck')}
      visible={!!hits}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('content.close')}</Button>
          <Button type="primary" disabled={!hits?.length} onClick={() => hits && onReplace(hits)}>
            {t('content.replaceAll')}
          </Button>
        </>
      }
      unmountOnExit
    >
      {hits?.length ? (
        <Table
          className="zx-word-hits"
          size="small"
          rowKey="w"
          pagination={false}
          data={hits}
          columns={[
            { title: t('content.wordFound'), dataIndex: 'w' },
            { title: t('content.wordReplacement'), dataIndex: 'r' },
          ]}
        />
      ) : (
        <Empty description={t('content.wordNone')} />
      )}
    </Modal>
  );
}

/** Replaces words in the text of an HTML fragment, leaving tags and attributes alone. */
export function replaceInHtml(html: string, hits: WordHit[]): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    for (const h of hits) if (n.nodeValue?.includes(h.w)) n.nodeValue = n.nodeValue.split(h.w).join(h.r);
  return doc.body.innerHTML;
}

/** The text of an HTML fragment (for the word check). */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '';
}
