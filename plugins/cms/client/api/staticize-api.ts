import { http } from '#kernel/client';

export interface TagDoc {
  name: string;
  tagName: string;
  description: string;
  block: boolean;
  tagAttrs: {
    name: string;
    mandatory: boolean;
    dataType: string;
    usage: string;
    defaultValue: string;
    options: { value: string; desc: string }[];
  }[];
}
export interface FunctionDoc {
  funcName: string;
  desc: string;
  funcArgs: { name: string; type: string; required: boolean; desc: string }[];
}

/** The template engine's registry as the Directive screen lists it. */
export const staticizeApi = {
  tags: () => http.get<TagDoc[]>('/cms/staticize/tags'),
  functions: () => http.get<FunctionDoc[]>('/cms/staticize/functions'),
};
