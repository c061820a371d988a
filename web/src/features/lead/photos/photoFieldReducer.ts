/**
 * What the photo control holds (PhotoField.tsx): the photos picked for the next request, and
 * those of each request sent from this page, as they are sent. Pure: the hooks
 * (usePhotoPicks.ts, usePhotoUploads.ts) do the work and dispatch what came of it.
 */
import { MAX_LEAD_PHOTOS } from '@altum/domain';
import type { PhotoEvent } from './photoDelivery';

export type Stage =
  | { kind: 'preparing' }
  | { kind: 'ready'; blob: Blob }
  | { kind: 'problem'; problem: string }
  /** Taken by a submit: waiting for the request, or being sent (fraction), or waiting online. */
  | { kind: 'sending'; blob: Blob; fraction: number; waiting: boolean }
  | { kind: 'sent' };

export interface Item {
  key: number;
  name: string;
  thumb?: string;
  stage: Stage;
  /** Photo n of the request it was sent with. */
  n?: number;
}

export interface Batch {
  leadId: string;
  items: Item[];
}

export interface PhotoFieldState {
  /** Picked for the next request. */
  items: Item[];
  /** Sent with a request from this page, one list per request. */
  batches: Batch[];
  /** Why photos were not added (too many); empty otherwise. */
  notice: string;
}

export type PhotoFieldAction =
  /** Photos picked, as many as fit (`left` did not). */
  | { type: 'added'; items: Item[]; left: number }
  /** A photo's preparation came to an end: ready (with its thumbnail) or a problem. */
  | { type: 'prepared'; key: number; stage: Stage; thumb?: string }
  | { type: 'removed'; key: number }
  /**
   * The device kept the photos a submit took (`taken`, each ready and numbered) for this
   * request: they become its batch, being sent.
   */
  | { type: 'kept'; leadId: string; taken: Item[]; online: boolean }
  /** The request's save failed: its photos are picked again, first. */
  | { type: 'released'; leadId: string; back: Item[] }
  /** How a photo of a request sent from this page is going. */
  | { type: 'progress'; event: Exclude<PhotoEvent, { kind: 'kept' }> };

export const initialPhotoFieldState: PhotoFieldState = { items: [], batches: [], notice: '' };

/** Photos that will go with the request (those that could not be read do not count). */
export function countable(items: readonly Item[]): number {
  return items.filter((item) => item.stage.kind !== 'problem').length;
}

/** The picked photos ready to go with a submit, numbered as the request will number them. */
export function readyToSend(items: readonly Item[]): Item[] {
  return items.filter((item) => item.stage.kind === 'ready').map((item, n) => ({ ...item, n }));
}

export function tooManyNotice(left: number): string {
  return left > 0
    ? `A request takes up to ${MAX_LEAD_PHOTOS} photos: ${left === 1 ? '1 photo was' : `${left} photos were`} not added.`
    : '';
}

export function photoFieldReducer(
  state: PhotoFieldState,
  action: PhotoFieldAction,
): PhotoFieldState {
  switch (action.type) {
    case 'added':
      return {
        ...state,
        notice: tooManyNotice(action.left),
        items: [...state.items, ...action.items],
      };
    case 'prepared': {
      const change: Partial<Item> = { stage: action.stage };
      if (action.thumb !== undefined) change.thumb = action.thumb;
      return {
        ...state,
        items: state.items.map((item) => (item.key === action.key ? { ...item, ...change } : item)),
      };
    }
    case 'removed':
      return { ...state, items: state.items.filter((item) => item.key !== action.key) };
    case 'kept': {
      const batch = action.taken.map((item): Item => ({
        ...item,
        stage: {
          kind: 'sending',
          blob: (item.stage as { blob: Blob }).blob,
          fraction: 0,
          waiting: !action.online,
        },
      }));
      const keys = new Set(batch.map((item) => item.key));
      // Photos that could not be read are not part of the request: they go with the submit.
      return {
        ...state,
        items: state.items.filter((item) => !keys.has(item.key) && item.stage.kind !== 'problem'),
        batches: [...state.batches, { leadId: action.leadId, items: batch }],
      };
    }
    case 'released':
      return {
        ...state,
        batches: state.batches.filter((batch) => batch.leadId !== action.leadId),
        items: [...action.back, ...state.items],
      };
    case 'progress': {
      // Another page's request, or nothing to change: the same state, so nothing renders.
      const batches = progressed(state.batches, action.event);
      return batches === state.batches ? state : { ...state, batches };
    }
  }
}

function progressed(batches: Batch[], event: Exclude<PhotoEvent, { kind: 'kept' }>): Batch[] {
  const at = batches.findIndex((batch) => batch.leadId === event.leadId);
  if (at < 0) return batches;
  if (event.kind === 'done') return batches.filter((_, i) => i !== at);
  const batch = batches[at] as Batch;
  const items = batch.items.map((item): Item => {
    if (event.kind === 'waiting' && item.stage.kind === 'sending')
      return { ...item, stage: { ...item.stage, waiting: true } };
    if (event.kind !== 'waiting' && item.n === event.n) {
      if (event.kind === 'progress' && item.stage.kind === 'sending')
        return { ...item, stage: { ...item.stage, fraction: event.fraction, waiting: false } };
      if (event.kind === 'photo' && event.outcome === 'sent')
        return { ...item, stage: { kind: 'sent' } };
    }
    return item;
  });
  return batches.map((each, i) => (i === at ? { leadId: event.leadId, items } : each));
}
