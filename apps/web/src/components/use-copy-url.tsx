import { App } from 'antd';
import { copyText } from '../lib/copy-text.ts';

/**
 * A function that copies a link and says so: 'URL copied {url}' (ordering.md §8), or the link itself
 * when the browser would not copy it, so it can still be copied by hand.
 */
export function useCopyUrl(): (url: string) => Promise<void> {
  const { message } = App.useApp();
  return async (url) => {
    if (await copyText(url)) message.info(`URL copied ${url}`);
    else message.warning(`Could not copy; the link is ${url}`);
  };
}
