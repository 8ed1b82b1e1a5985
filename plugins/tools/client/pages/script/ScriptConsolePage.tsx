import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Tag, Typography } from '@arco-design/web-react';
import { IconPlayArrow, IconDelete, IconLock } from '@arco-design/web-react/icon';
import { HasPermi, RequestError } from '#kernel/client';
import { SCRIPT_LIMITS, SCRIPT_MODES, type ScriptMode } from '../../../shared/script.ts';
import { scriptApi, type ScriptRunAnswer } from '../../api/script-api.ts';
import { SavedScripts } from './SavedScripts.tsx';
import { ScriptChanges } from './ScriptChanges.tsx';

const SAMPLE =
  "const users = db.select('sys_user', { columns: ['user_id', 'user_name'], limit: 5 });\nconsole.log(users);\ndb.count('sys_menu')";

/**
 * Tools → Script console (menu 2064): the password is asked again when the page opens (the key it gets stays in
 * this page only); a script runs on the server in a sandbox and its output shows below.
 */
export default function ScriptConsolePage() {
  const { t } = useTranslation('tools');
  const [key, setKey] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const [code, setCode] = useState(SAMPLE);
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<ScriptRunAnswer | null>(null);
  const [mode, setMode] = useState<ScriptMode>('read');
  const [committing, setCommitting] = useState(false);
  const outputRef = useRef<HTMLPreElement>(null);

  const unlock = async () => {
    try {
      const r = await scriptApi.unlock(password);
      setKey(r.key);
      setPassword('');
      setUnlockError(null);
    } catch (e) {
      setUnlockError(e instanceof RequestError ? e.message : String(e));
    }
  };
  const run = async (confirm?: string) => {
    if (!key || running) return;
    setRunning(true);
    if (confirm) setCommitting(true);
    try {
      setAnswer(await scriptApi.run(key, code, mode === 'write' ? { mode, confirm } : undefined));
      outputRef.current?.scrollIntoView({ block: 'nearest' });
    } catch (e) {
      // a lapsed unlock: ask for the password again
      if (e instanceof RequestError && e.code === 403) setKey(null);
    } finally {
      setRunning(false);
      setCommitting(false);
    }
  };

  return (
    <div className="zx-page" data-page="tools/script/index">
      <Modal
        title={t('script.unlockTitle')}
        visible={key == null}
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" icon={<IconLock />} onClick={() => void unlock()} disabled={!password} data-action="unlock">
            {t('script.unlock')}
          </Button>
        }
      >
        <Typography.Paragraph>{t('script.unlockTip')}</Typography.Paragraph>
        <Form layout="vertical" onSubmit={() => void unlock()}>
          <Form.Item label={t('script.password')} validateStatus={unlockError ? 'error' : undefined} help={unlockError ?? undefined}>
            <Input.Password value={password} onChange={setPassword} onPressEnter={() => void unlock()} autoFocus data-field="password" />
          </Form.Item>
        </Form>
      </Modal>
      <Card
        bordered={false}
        title={t('script.title')}
        extra={
          <Space>
            <Button icon={<IconDelete />} onClick={() => setAnswer(null)}>
              {t('script.clear')}
            </Button>
            <HasPermi value="tool:groovy:exec">
              <Button
                type="primary"
                icon={<IconPlayArrow />}
                loading={running}
                disabled={!key}
                onClick={() => void run()}
                data-action="run"
              >
                {running ? t('script.running') : t('script.run')}
              </Button>
            </HasPermi>
          </Space>
        }
      >
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          content={
            <>
              {t('script.help', { rows: SCRIPT_LIMITS.rows, seconds: SCRIPT_LIMITS.timeMs / 1000 })}
              {mode === 'write' && <div>{t('script.helpWrite', { rows: SCRIPT_LIMITS.writeRows })}</div>}
            </>
          }
        />
        <Space style={{ marginBottom: 12 }} wrap>
          {key && (
            <SavedScripts
              code={code}
              mode={mode}
              onOpen={(s) => {
                setCode(s.scriptText ?? '');
                setMode(s.mode);
                setAnswer(null);
              }}
            />
          )}
          <Typography.Text>{t('script.mode')}</Typography.Text>
          <Radio.Group
            type="button"
            value={mode}
            onChange={(m: ScriptMode) => {
              setMode(m);
              setAnswer(null);
            }}
            data-field="mode"
          >
            {SCRIPT_MODES.map((m) => (
              <Radio key={m} value={m} data-mode={m}>
                {t(m === 'read' ? 'script.modeRead' : 'script.modeWrite')}
              </Radio>
            ))}
          </Radio.Group>
        </Space>
        <Input.TextArea
          value={code}
          onChange={setCode}
          placeholder={t('script.placeholder')}
          autoSize={{ minRows: 10, maxRows: 24 }}
          maxLength={SCRIPT_LIMITS.textChars}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
          }}
          data-field="script"
        />
        {answer && (
          <div style={{ marginTop: 12 }} data-result={answer.ok ? 'ok' : 'stopped'}>
            <Space style={{ marginBottom: 6 }}>
              <Typography.Text bold>{t('script.output')}</Typography.Text>
              <Tag color={answer.ok ? 'green' : 'orangered'}>{answer.ok ? t('script.ms', { ms: answer.ms }) : answer.msg}</Tag>
            </Space>
            <pre
              ref={outputRef}
              className="zx-script-output"
              style={{ margin: 0, padding: 12, maxHeight: 480, overflow: 'auto', background: 'var(--color-fill-2)', borderRadius: 4 }}
            >
              {answer.output}
            </pre>
            {mode === 'write' && <ScriptChanges answer={answer} committing={committing} onCommit={() => void run(answer.fingerprint)} />}
          </div>
        )}
      </Card>
    </div>
  );
}
