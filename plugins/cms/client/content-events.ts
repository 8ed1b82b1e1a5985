import { bus } from '#kernel/client';

declare module '#kernel/client' {
  interface PluginBusEvents {
    /** a content was saved (or restored) in the editor: lists showing it reload */
    'cms.content.changed': { contentId: number };
  }
}

export const contentChanged = (contentId: number) => bus.emit('cms.content.changed', { contentId });
