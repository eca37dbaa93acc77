import type { Assistant } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { modeOf, normalizeAssistants, visibleAssistants } from './assistant-visibility';
import { autoSelectAssistant } from './auto-select';

const a = (id: string, interaction_mode: string, default_chat = false): Assistant => ({
  id,
  name: id,
  description: '',
  interaction_mode,
  default_chat,
  window_context: false,
  presentation: false,
});
const list = [a('geral', 'chat', true), a('juridico', 'chat'), a('analise', 'tool'), a('upload', 'outro')];
const ids = (xs: Assistant[]) => xs.map((x) => x.id);

describe('assistant visibility (spec §6)', () => {
  it('shows everything with ignoreFilterConfig, whatever the mode', () => {
    expect(ids(visibleAssistants(list, { mode: 'tool', ignoreFilterConfig: true }))).toEqual(ids(list));
  });
  it('tool mode shows tool assistants that are not default_chat', () => {
    const toolDefault = a('tool-default', 'tool', true);
    expect(ids(visibleAssistants([...list, toolDefault], { mode: 'tool' }))).toEqual(['analise']);
  });
  it('chat mode shows chat assistants only', () => {
    expect(ids(visibleAssistants(list, { mode: 'chat' }))).toEqual(['geral', 'juridico']);
  });
  it('listAllChatAndTools shows every assistant that is not default_chat', () => {
    expect(ids(visibleAssistants(list, { mode: 'chat', listAllChatAndTools: true }))).toEqual([
      'juridico',
      'analise',
      'upload',
    ]);
  });
  it('accepts the list as an array, a data wrapper or an object', () => {
    expect(ids(normalizeAssistants({ data: list }))).toEqual(ids(list));
    expect(ids(normalizeAssistants({ x: list[1], y: list[2] }))).toEqual(['juridico', 'analise']);
    expect(normalizeAssistants(null)).toEqual([]);
  });
  it('treats any interaction mode other than chat as a tool (file upload)', () => {
    expect(list.map(modeOf)).toEqual(['chat', 'chat', 'tool', 'tool']);
  });
});

describe('auto-selection (spec §4)', () => {
  it('opens the default_chat assistant in chat mode', () => {
    expect(autoSelectAssistant(list, { mode: 'chat' })?.id).toBe('geral');
  });
  it('opens the configured assistant when an id is given', () => {
    expect(autoSelectAssistant(list, { mode: 'chat', assistantId: 'analise' })?.id).toBe('analise');
    expect(autoSelectAssistant(list, { mode: 'tool', assistantId: 'analise' })?.id).toBe('analise');
  });
  it('shows the picker otherwise', () => {
    expect(autoSelectAssistant(list, { mode: 'tool' })).toBeNull();
    expect(autoSelectAssistant(list, { mode: 'tool', assistantId: 'nao-existe' })).toBeNull();
    expect(autoSelectAssistant([a('x', 'chat')], { mode: 'chat' })).toBeNull();
  });
});
