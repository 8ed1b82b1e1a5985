import type { Kernel, RouteApp } from '#kernel/server';
import { m0005CustomForm } from './migrations/0005-custom-form.ts';
import { m0006CustomFormStarters } from './migrations/0006-custom-form-starters.ts';
import { m0007CustomFormLimitSlot } from './migrations/0007-custom-form-limit-slot.ts';
import { customFormRoutes } from './routes/custom-form.ts';
import { customFormDataRoutes } from './routes/custom-form-data.ts';
import { customFormSubmitRoutes } from './routes/custom-form-submit.ts';
import './db/custom-form-tables.ts';

/** Custom forms (issue 33): their tables, migration and routes, as the plugin's manifest lists them. */
export const CUSTOM_FORM_TABLES = ['cms_custom_form', 'cms_custom_form_version', 'cms_custom_form_data', 'cms_custom_form_upload'];
export { m0005CustomForm, m0006CustomFormStarters, m0007CustomFormLimitSlot };

export function customFormRoutesAll(app: RouteApp, kernel: Kernel) {
  customFormRoutes(app, kernel);
  customFormDataRoutes(app, kernel);
  customFormSubmitRoutes(app, kernel);
}
