import { dictLabels, type DictOption } from '#kernel/client';

/** A dictionary value of a detail line as its label(s), `-` when there is none. */
export const dictText = (options: DictOption[] | undefined, v?: string) => (v == null ? '-' : dictLabels(options, v).join(', '));

/** The job's lines a detail shows after its id, the job's and a run's alike (a run records its job's name and group). */
export const jobLines = (t: (key: string) => string, r: { jobName: string; jobGroup?: string }, groups: DictOption[] | undefined) => [
  { label: t('fields.jobName'), value: r.jobName },
  { label: t('fields.jobGroup'), value: dictText(groups, r.jobGroup) },
];
