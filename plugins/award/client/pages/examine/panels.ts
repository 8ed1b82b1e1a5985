import type { ComponentType } from 'react';
import type { AwardSchema, ApplicationFull } from '../../api/application-api.ts';

/** What an examine panel is given: the application as loaded, its form schema, and a reload after it changed something. */
export interface ExaminePanelProps {
  application: ApplicationFull;
  schema: AwardSchema;
  reload(): void;
}

/** An extra tab of the examine screen (score sheets and experts, committee and publicity …), shown to holders of `permission`. */
export interface ExaminePanel {
  key: string;
  /** i18n key of the tab title (`award:` namespace included) */
  title: string;
  permission: string;
  load: () => Promise<{ default: ComponentType<ExaminePanelProps> }>;
}

/** The examine screen's extra tabs, in order: the expert review and the decision append theirs here. */
export const EXAMINE_PANELS: ExaminePanel[] = [
  { key: 'experts', title: 'award:expert.panel.title', permission: 'award:application:assign', load: () => import('./ExpertPanel.tsx') },
  { key: 'decision', title: 'award:decision.title', permission: 'award:application:decide', load: () => import('./DecisionPanel.tsx') },
];
