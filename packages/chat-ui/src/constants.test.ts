import * as shared from '@siao/shared';
import { expect, it } from 'vitest';
import * as local from './constants';

it('mirrors the shared AI constants exactly', () => {
  expect(local.MESSAGE_PAGE_SIZE).toBe(shared.MESSAGE_PAGE_SIZE);
  expect(local.MAX_MESSAGES_TO_MODEL).toBe(shared.MAX_MESSAGES_TO_MODEL);
  expect([local.STREAM_DONE, local.STREAM_PING, local.STREAM_ERROR]).toEqual([
    shared.STREAM_DONE,
    shared.STREAM_PING,
    shared.STREAM_ERROR,
  ]);
  expect(local.DEFAULT_MODEL).toBe(shared.DEFAULT_MODEL);
  expect(local.modelOptions).toEqual(shared.modelOptions);
});
