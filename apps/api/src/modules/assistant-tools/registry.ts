import { type AiToolName, isAiToolName } from '@siao/shared';
import { z } from 'zod';
import type { AuthContext } from '../../lib/auth/access';
import type { AiTool, ProviderToolSpec } from '../ai';
import { resumirCertidao } from './certidao-tool';
import { consultarCnib } from './cnib-tool';
import { buscarFaturas, situacaoFatura } from './faturas-tools';
import { buscarBaseDeConhecimento } from './knowledge-tool';
import { progressoTreinamentos } from './training-tool';

/** Every tool an assistant may be given, declared once (the chat and any other caller list these). */
export const aiTools: readonly AiTool[] = [
  consultarCnib,
  buscarBaseDeConhecimento,
  buscarFaturas,
  situacaoFatura,
  progressoTreinamentos,
  resumirCertidao,
];

const byName = new Map<string, AiTool>(aiTools.map((tool) => [tool.name, tool]));

export const toolNamed = (name: string): AiTool | undefined => byName.get(name);

/** The route's rule: the token's audience and the user's role. */
export const mayCall = (tool: AiTool, auth: AuthContext): boolean =>
  tool.audiences.includes(auth.audience) && tool.access.includes(auth.role);

/** The tools an assistant enables that this user may call, in the registry's order. */
export function toolsFor(enabled: readonly string[], auth: AuthContext): AiTool[] {
  const names = new Set(enabled.filter(isAiToolName));
  return aiTools.filter((tool) => names.has(tool.name) && mayCall(tool, auth));
}

const specs = new Map<AiToolName, ProviderToolSpec>();

/** The tool as the providers receive it: name, description and its input's JSON Schema. */
export function toolSpec(tool: AiTool): ProviderToolSpec {
  let spec = specs.get(tool.name);
  if (!spec) {
    const { $schema: _, ...inputSchema } = z.toJSONSchema(tool.input, {
      io: 'input',
      unrepresentable: 'any',
    });
    spec = { name: tool.name, description: tool.description, inputSchema };
    specs.set(tool.name, spec);
  }
  return spec;
}
