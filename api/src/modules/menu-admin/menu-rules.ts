import { AppError } from '../../shared/app-error.js';
import { InputError, isSafeUrl } from '../../shared/input.js';
import { INPUT_MSG } from '../../shared/messages.js';
import type { MenuBarEntryInput } from './menu-admin.types.js';
import { MENU_MSG } from './messages.js';

/** What the spec allows between a sub-menu's order and its parent's (§9: parent's order + 999). */
export const SUBMENU_ORDER_SPAN = 999;

export interface MenuValues {
  title: string;
  url: string | null;
  order: number;
  parentId: number;
}

/** Checks the fields that need no database: title, url, order and the parent code's form. */
export function checkMenuInput(input: MenuBarEntryInput): MenuValues {
  const title = (input.title ?? '').trim();
  if (!title) throw AppError.input('title', MENU_MSG.titleRequired);
  if (title.length > 100) throw AppError.input('title', MENU_MSG.titleTooLong);
  const url = (input.url ?? '').trim() || null;
  if (url && url.length > 200) throw AppError.input('url', MENU_MSG.urlTooLong);
  // Only a relative path or http(s): a javascript: or data: address would run in the menu.
  if (url && !isSafeUrl(url)) throw new InputError('url', INPUT_MSG.url, 'url');
  const order = input.order;
  if (order === null || order === undefined || !Number.isInteger(order) || order <= 0 || order > 2_000_000_000)
    throw AppError.input('order', MENU_MSG.orderInvalid);
  const parentId = input.parentId ?? 0;
  if (!Number.isInteger(parentId) || parentId < 0) throw AppError.input('parentId', MENU_MSG.parentNotFound(parentId));
  return { title, url, order, parentId };
}

/** A sub-menu's order must be above its parent's and at most the parent's + 999. */
export function subOrderFits(order: number, parentOrder: number): boolean {
  return order > parentOrder && order <= parentOrder + SUBMENU_ORDER_SPAN;
}
