import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Message, Modal, Space, Typography } from '@arco-design/web-react';
import { RequestError } from '#kernel/client';
import { genApi, type GenTableRow } from '../../api/gen-api.ts';
import { HAND_IN_MAX_CHARS, type HandInPlan, type HandInReason, inputFiles, type PickedFile, planHandIn, zipEntries } from './hand-in.ts';

/** at most this many files not taken are listed (a whole project's folder has thousands) */
const LISTED_MAX = 100;
const listStyle = { maxHeight: 180, overflow: 'auto', margin: '4px 0 0', paddingLeft: 18, fontSize: 12 } as const;

/**
 * "Hand in files": the operator picks the plugin's current files (a zip of its folder, read in the browser; the
 * folder; or single files); those at paths the generator writes for the table are sent (`PUT
 * /tool/gen/handWritten/:id`), so that the next export keeps their hand-written regions. The dialog lists which were
 * taken and which not, and shows the server's refusal, which names the file.
 */
export function ToolsGenHandInDialog({ row, onClose }: { row: GenTableRow | null; onClose(): void }) {
  const { t } = useTranslation('tools');
  const [generated, setGenerated] = useState<string[] | null>(null);
  const [plan, setPlan] = useState<HandInPlan | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const zipInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const reasons: Record<HandInReason, string> = {
    notGenerated: t('gen.reasons.notGenerated'),
    ambiguous: t('gen.reasons.ambiguous'),
    tooLarge: t('gen.reasons.tooLarge'),
    twice: t('gen.reasons.twice'),
    tooMany: t('gen.reasons.tooMany'),
  };
  // a folder input (no React attribute names it)
  useEffect(() => folderInput.current?.setAttribute('webkitdirectory', ''));
  useEffect(() => {
    setGenerated(null);
    setPlan(null);
    setProblem('');
    if (row)
      genApi.preview(row.tableId).then(
        (files) => setGenerated(Object.keys(files)),
        () => undefined,
      );
  }, [row]);

  const pick = async (files: Promise<PickedFile[]>) => {
    setProblem('');
    setPlan(null);
    try {
      setPlan(planHandIn(await files, generated ?? []));
    } catch {
      setProblem(t('gen.badZip'));
    }
  };
  const onInput = (input: HTMLInputElement, zip: boolean) => {
    const list = input.files;
    if (!list?.length) return;
    void pick(zip ? zipEntries(list[0]) : Promise.resolve(inputFiles(list)));
    // the same file may be picked again after a change
    input.value = '';
  };

  const send = async () => {
    if (!row || !plan?.taken.length) return;
    setBusy(true);
    setProblem('');
    try {
      const texts = await Promise.all(plan.taken.map(async (f) => ({ ...f, text: await f.read() })));
      const big = texts.filter((f) => f.text.length > HAND_IN_MAX_CHARS);
      const sent = texts.filter((f) => f.text.length <= HAND_IN_MAX_CHARS);
      setPlan({
        taken: sent,
        refused: [...big.map((f) => ({ picked: f.picked, reason: 'tooLarge' as const })), ...plan.refused],
      });
      if (!sent.length) return;
      await genApi.handWritten(row.tableId, Object.fromEntries(sent.map((f) => [f.path, f.text])));
      Message.success(t('gen.handedIn'));
      onClose();
    } catch (e) {
      setProblem(e instanceof RequestError ? e.message : t('gen.badZip'));
    } finally {
      setBusy(false);
    }
  };

  const refused = plan?.refused ?? [];
  return (
    <Modal
      title={t('gen.handInTitle', { table: row?.tableName ?? '' })}
      visible={!!row}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('gen.handInSend')}
      okButtonProps={{ disabled: !plan?.taken.length }}
      confirmLoading={busy}
      style={{ width: 720 }}
    >
      {/* the pickers' inputs, out of the layout (the buttons open them) */}
      <input
        ref={zipInput}
        hidden
        type="file"
        accept=".zip,application/zip"
        data-testid="gen-handin-zip"
        onChange={(e) => onInput(e.currentTarget, true)}
      />
      <input ref={folderInput} hidden type="file" data-testid="gen-handin-folder" onChange={(e) => onInput(e.currentTarget, false)} />
      <input
        ref={filesInput}
        hidden
        type="file"
        multiple
        data-testid="gen-handin-files"
        onChange={(e) => onInput(e.currentTarget, false)}
      />
      <Space direction="vertical" style={{ width: '100%' }} data-testid="gen-handin">
        <Alert type="info" content={t('gen.handInHint')} />
        <Space>
          <Button disabled={!generated} onClick={() => zipInput.current?.click()}>
            {t('gen.pickZip')}
          </Button>
          <Button disabled={!generated} onClick={() => folderInput.current?.click()}>
            {t('gen.pickFolder')}
          </Button>
          <Button disabled={!generated} onClick={() => filesInput.current?.click()}>
            {t('gen.pickFiles')}
          </Button>
        </Space>
        {problem && <Alert type="error" content={problem} data-testid="gen-handin-problem" />}
        {plan && !plan.taken.length && <Alert type="warning" content={t('gen.handInNone')} />}
        {plan && (
          <div data-testid="gen-handin-taken">
            <Typography.Text bold>{t('gen.taken', { count: plan.taken.length })}</Typography.Text>
            <ul style={listStyle}>
              {plan.taken.map((f) => (
                <li key={f.path}>
                  <code>{f.path}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        {refused.length > 0 && (
          <div data-testid="gen-handin-refused">
            <Typography.Text bold>{t('gen.notTaken', { count: refused.length })}</Typography.Text>
            <ul style={listStyle}>
              {refused.slice(0, LISTED_MAX).map((f) => (
                <li key={`${f.picked}:${f.reason}`}>
                  <code>{f.picked}</code> — {reasons[f.reason]}
                </li>
              ))}
              {refused.length > LISTED_MAX && <li>…</li>}
            </ul>
          </div>
        )}
      </Space>
    </Modal>
  );
}
