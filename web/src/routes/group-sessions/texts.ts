import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Attention, ControlAction, RecordChip, RecordKind, RecordMood } from '@carewith/contracts';
import { ApiError } from '../../api/http';

// The words of the group-session screens (start, TV, remote) and of the evidence, kept in tables so
// that each enumeration of the contract has its label in one place.

export const ATTENTION_LABELS: Record<Attention, MessageDescriptor> = {
  none: msg`None`,
  some: msg`Some`,
  full: msg`Full`,
};

// The three faces: what each is, for a screen reader and the evidence table.
export const MOOD_LABELS: Record<RecordMood, MessageDescriptor> = {
  low: msg`Low mood`,
  okay: msg`Okay mood`,
  happy: msg`Happy mood`,
};

export const CHIP_LABELS: Record<RecordChip, MessageDescriptor> = {
  'sang-along': msg`Sang along`,
  'told-a-story': msg`Told a story`,
  laughed: msg`Laughed`,
  'helped-others': msg`Helped others`,
  'recognised-someone': msg`Recognised someone`,
};

export const KIND_LABELS: Record<RecordKind, MessageDescriptor> = {
  group: msg`Group`,
  'one-to-one': msg`One-to-one`,
};

export const CONTROL_LABELS: Record<ControlAction, MessageDescriptor> = {
  back: msg`Back`,
  next: msg`Next`,
  hint: msg`Show a hint`,
  song: msg`Play the song`,
  end: msg`End`,
};

// A missing session or home, one of another home (404) or a malformed id (400) all read as not found.
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
