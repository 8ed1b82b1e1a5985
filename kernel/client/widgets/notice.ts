import { Message } from '@arco-design/web-react';

/**
 * How widgets tell the person something went wrong. A seam so unit tests can record messages
 * instead of reading Arco's portal.
 */
export const widgetNotice = {
  error(message: string): void {
    Message.error(message);
  },
};
