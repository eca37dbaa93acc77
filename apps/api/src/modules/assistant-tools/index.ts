import type { AssistantToolbox } from '../ai';
import { aiTools, toolSpec, toolsFor } from './registry';
import { runTool } from './run-tool';

/**
 * Sião's services as the assistants' tools (registry.ts), handed to the AI routes where the app is put
 * together: the AI module cannot import them itself (the services module already uses the AI module).
 */
export const assistantToolbox: AssistantToolbox = {
  available: (enabled, auth) =>
    toolsFor(enabled, auth).map((tool) => ({
      name: tool.name,
      spec: toolSpec(tool),
      confirms: Boolean(tool.confirmation),
    })),
  run: async (ctx, name, input, options) => {
    const tool = aiTools.find((t) => t.name === name);
    if (!tool) return { kind: 'error', message: 'Ferramenta indisponível para este assistente.' };
    return runTool(ctx, tool, input, options);
  },
};

export { aiTools, mayCall, toolSpec } from './registry';
