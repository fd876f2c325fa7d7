import {
  GAME_CATEGORIES,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  type GameCategory,
} from '@marquee/api-client/contract';
import { badRequest } from './http-error';
import { parseLanguage } from './parse-language';
import { literal, optionalInteger, optionalString, type RawInput, requiredInteger } from './validate';

export const languageOf = (raw: RawInput) => parseLanguage(raw).language;

export const gameCategory = (raw: RawInput, name: string): GameCategory =>
  literal(raw, name, GAME_CATEGORIES);

export function vassalageOf(raw: RawInput): string | undefined {
  const vassalage = optionalString(raw, 'vassalage', { max: 40 });
  if (vassalage && !/^[A-Za-z0-9_-]+$/.test(vassalage)) throw badRequest(`Unknown vassalage '${vassalage}'`);
  return vassalage;
}

export function nodeIdOf(raw: RawInput): number {
  return requiredInteger(raw, 'nodeId', { min: 1, max: 2_147_483_647 });
}

export function pageOf(raw: RawInput) {
  return {
    pageNum: optionalInteger(raw, 'pageNum', { min: 1, max: 1_000_000 }) ?? 1,
    pageSize:
      optionalInteger(raw, 'pageSize', { min: 1, max: GAME_LIST_MAX_PAGE_SIZE }) ??
      GAME_LIST_DEFAULT_PAGE_SIZE,
  };
}

export const totalPagesOf = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);
