import { useTranslation } from 'react-i18next';
import { Alert, Button, Table, Typography } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import type { ScriptRunAnswer } from '../../api/script-api.ts';

/** Rows of one change shown at the most (the run may change up to SCRIPT_LIMITS.writeRows). */
const SHOWN_ROWS = 50;

interface ScriptChangesProps {
  answer: ScriptRunAnswer;
  committing: boolean;
  onCommit: () => void;
}

/**
 * What a run in write mode changed: committed, or rolled back and offered for confirmation — each write's rows
 * in a table, and the button that runs the script again and commits it if it changes the very same rows.
 */
export function ScriptChanges({ answer, committing, onCommit }: ScriptChangesProps) {
  const { t } = useTranslation('tools');
  const changes = answer.changes ?? [];
  const rows = changes.reduce((n, c) => n + c.rows.length, 0);
  if (!answer.ok) return null;
  if (changes.length === 0) return <Alert type="info" style={{ marginTop: 12 }} content={t('script.noChanges')} />;
  return (
    <div style={{ marginTop: 12 }} data-changes={answer.committed ? 'committed' : 'preview'}>
      {answer.committed ? (
        <Alert type="success" content={t('script.committed', { rows })} />
      ) : (
        <Alert
          type="warning"
          content={t('script.preview', { rows })}
          action={
            <Button
              type="primary"
              status="warning"
              size="small"
              icon={<IconCheck />}
              loading={committing}
              onClick={onCommit}
              data-action="commit"
            >
              {t('script.commit')}
            </Button>
          }
        />
      )}
      {changes.map((c, i) => {
        const columns = Object.keys(c.rows[0] ?? {}).map((k) => ({
          title: k,
          dataIndex: k,
          render: (v: unknown) => (v == null ? '' : String(v)),
        }));
        return (
          <div key={`${i}-${c.op}-${c.table}`} style={{ marginTop: 8 }}>
            <Typography.Text bold>
              {t(`script.changeOp.${c.op}`, { table: c.table })} ({c.rows.length})
            </Typography.Text>
            <Table
              size="mini"
              rowKey={(r) => String(c.rows.indexOf(r))}
              columns={columns}
              data={c.rows.slice(0, SHOWN_ROWS)}
              pagination={false}
              scroll={{ x: true }}
              style={{ marginTop: 4 }}
            />
          </div>
        );
      })}
    </div>
  );
}
