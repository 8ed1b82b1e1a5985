import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, InputNumber, Message, Modal, Radio, Space, Table, Tag } from '@arco-design/web-react';
import type { ScoreSheet, SheetBody, SheetItemInput } from '../../../shared/score.ts';
import { type ScoreTemplate, type TemplateItem, nameIn } from '../../../shared/score-templates.ts';
import { scoreApi } from '../../api/expert-api.ts';

type Entry = Required<Pick<SheetItemInput, 'deductions'>> & { score: number | null; comment: string };

/**
 * The expert's score sheet of one application (awards.md §6.4 ScoreSheet): each template item with its maximum,
 * the score, deductions and a comment; the bonus where the template has one; the overall opinion and the
 * recommendation. Saving a draft and signing send the scores only: the total and grade shown are the server's.
 */
export function ScoreSheetForm(props: {
  applicationId: number;
  template: ScoreTemplate;
  sheet: ScoreSheet | null;
  editable: boolean;
  onSigned: () => void;
}) {
  const { t, i18n } = useTranslation('award');
  const { template, sheet } = props;
  const readOnly = !props.editable || !!sheet?.signedAt;
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(
      template.parts.flatMap((p) =>
        p.items.map((i) => {
          const s = sheet?.items.find((x) => x.code === i.code);
          return [i.code, { score: s?.score ?? null, deductions: s?.deductions ?? [], comment: s?.comment ?? '' }];
        }),
      ),
    ),
  );
  const [bonus, setBonus] = useState<number>(sheet?.bonus ?? 0);
  const [opinion, setOpinion] = useState(sheet?.overallOpinion ?? '');
  const [recommend, setRecommend] = useState<boolean | null>(sheet?.recommend ?? null);
  const [result, setResult] = useState<{ total: number; grade: string | null } | null>(
    sheet ? { total: sheet.total, grade: sheet.grade } : null,
  );
  const [busy, setBusy] = useState(false);

  const set = (code: string, patch: Partial<Entry>) => setEntries((e) => ({ ...e, [code]: { ...e[code], ...patch } }));
  const body = (): SheetBody => ({
    items: Object.entries(entries).map(([code, e]) => ({
      code,
      score: e.score,
      deductions: e.deductions.filter((d) => d.reason.trim() && d.points > 0),
      comment: e.comment,
    })),
    bonus: template.bonusMax ? bonus : undefined,
    overallOpinion: opinion,
    recommend,
  });
  const run = async (sign: boolean) => {
    setBusy(true);
    try {
      const r = await (sign ? scoreApi.sign : scoreApi.save)(props.applicationId, body());
      setResult({ total: r.total, grade: r.grade });
      Message.success(t(sign ? 'score.signedDone' : 'score.saved'));
      if (sign) props.onSigned();
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    { title: t('score.sheet.item'), dataIndex: 'name', width: 170, render: (_: unknown, i: TemplateItem) => nameIn(i.name, i18n.language) },
    { title: t('score.sheet.max'), dataIndex: 'max', width: 70 },
    {
      title: t('score.sheet.score'),
      width: 120,
      render: (_: unknown, i: TemplateItem) => (
        <div data-item={i.code}>
          <InputNumber
            min={0}
            precision={1}
            disabled={readOnly}
            value={entries[i.code].score ?? undefined}
            onChange={(v) => set(i.code, { score: v == null || Number.isNaN(v) ? null : Number(v) })}
          />
        </div>
      ),
    },
    {
      title: t('score.sheet.deductions'),
      width: 250,
      render: (_: unknown, i: TemplateItem) => (
        <Space direction="vertical" size={4}>
          {entries[i.code].deductions.map((d, n) => (
            <Space key={n} size={4}>
              <Input
                size="small"
                style={{ width: 150 }}
                placeholder={t('score.sheet.deductionReason')}
                disabled={readOnly}
                value={d.reason}
                onChange={(v) => set(i.code, { deductions: entries[i.code].deductions.map((x, k) => (k === n ? { ...x, reason: v } : x)) })}
              />
              <InputNumber
                size="small"
                style={{ width: 80 }}
                min={0}
                placeholder={t('score.sheet.deductionPoints')}
                disabled={readOnly}
                value={d.points}
                onChange={(v) =>
                  set(i.code, { deductions: entries[i.code].deductions.map((x, k) => (k === n ? { ...x, points: Number(v) || 0 } : x)) })
                }
              />
            </Space>
          ))}
          {!readOnly && (
            <Button
              size="mini"
              type="text"
              onClick={() => set(i.code, { deductions: [...entries[i.code].deductions, { reason: '', points: 0 }] })}
            >
              {t('score.sheet.addDeduction')}
            </Button>
          )}
        </Space>
      ),
    },
    {
      title: t('score.sheet.comment'),
      width: 160,
      render: (_: unknown, i: TemplateItem) => (
        <Input
          size="small"
          maxLength={1000}
          disabled={readOnly}
          value={entries[i.code].comment}
          onChange={(v) => set(i.code, { comment: v })}
        />
      ),
    },
  ];

  return (
    <Card
      className="award-score-sheet"
      size="small"
      title={`${t('score.sheet.title')} · ${nameIn(template.name, i18n.language)}`}
      extra={sheet?.signedAt ? <Tag color="green">{t('score.sheet.signed', { time: sheet.signedAt })}</Tag> : null}
    >
      {template.parts.map((p) => (
        <div key={p.code} style={{ marginBottom: 12 }}>
          {template.parts.length > 1 && (
            <h4 style={{ margin: '4px 0 8px' }}>
              {nameIn(p.name, i18n.language)} <Tag size="small">{t('score.sheet.weight', { weight: p.weight })}</Tag>
            </h4>
          )}
          <Table rowKey="code" size="small" pagination={false} border scroll={{ x: 760 }} columns={columns} data={p.items} />
        </div>
      ))}
      <Space direction="vertical" style={{ width: '100%' }}>
        {template.bonusMax > 0 && (
          <Space>
            <span>{t('score.sheet.bonus', { max: template.bonusMax })}</span>
            <InputNumber min={0} max={template.bonusMax} disabled={readOnly} value={bonus} onChange={(v) => setBonus(Number(v) || 0)} />
          </Space>
        )}
        <div>{t('score.sheet.overallOpinion')}</div>
        <Input.TextArea
          className="award-sheet-opinion"
          maxLength={4000}
          disabled={readOnly}
          value={opinion}
          onChange={setOpinion}
          autoSize={{ minRows: 3 }}
        />
        <Space>
          <span>{t('score.sheet.recommend')}</span>
          <Radio.Group
            className="award-sheet-recommend"
            disabled={readOnly}
            value={recommend === null ? undefined : String(recommend)}
            onChange={(v) => setRecommend(v === 'true')}
            options={[
              { label: t('score.sheet.yes'), value: 'true' },
              { label: t('score.sheet.no'), value: 'false' },
            ]}
          />
        </Space>
        {result && (
          <Space className="award-score-total">
            <span>{t('score.sheet.total')}:</span>
            <b data-total={result.total}>{result.total}</b>
            {result.grade && <Tag color="arcoblue">{t(`score.grade.${result.grade}`)}</Tag>}
          </Space>
        )}
        {!readOnly && (
          <Space>
            <Button loading={busy} data-action="save-sheet" onClick={() => void run(false)}>
              {t('score.sheet.save')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              data-action="sign-sheet"
              onClick={() => Modal.confirm({ title: t('score.sheet.sign'), content: t('score.sheet.signConfirm'), onOk: () => run(true) })}
            >
              {t('score.sheet.sign')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
