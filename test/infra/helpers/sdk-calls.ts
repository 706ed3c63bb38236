import * as fs from 'node:fs';
import * as path from 'node:path';

const LAMBDAS = path.resolve(__dirname, '../../../lambdas');
const ROOT = path.resolve(LAMBDAS, '..');

/** IAM prefix of each AWS SDK package whose calls a function's role must allow. */
const SERVICES: Record<string, string> = {
  '@aws-sdk/client-cognito-identity-provider': 'cognito-idp',
  '@aws-sdk/client-ses': 'ses',
};

/** Cognito calls that are not authorised by IAM (the user pool's public API, with the app client id). */
export const UNAUTHENTICATED_COGNITO_CALLS = new Set([
  'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword', 'InitiateAuth', 'RespondToAuthChallenge',
  'GetUser', 'ChangePassword', 'GlobalSignOut', 'RevokeToken', 'UpdateUserAttributes', 'VerifyUserAttribute',
]);

const read = (file: string) => fs.readFileSync(file, 'utf8');

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
}

/** Command class → IAM prefix, from the module's imports of the SDK packages above. */
function commandServicesOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'(@aws-sdk\/[^']+)'/g)) {
    const service = SERVICES[m[2]];
    if (service) for (const n of m[1].split(',')) map.set(n.trim().split(/\s+as\s+/).pop()!.trim(), service);
  }
  return map;
}

/** The calls (`new XCommand(`) of those packages in `code`, as IAM actions. */
function callsIn(code: string, services: Map<string, string>): string[] {
  return [...code.matchAll(/new\s+(\w+)Command\s*\(/g)].flatMap((m) => {
    const service = services.get(`${m[1]}Command`);
    return service ? [`${service}:${m[1]}`] : [];
  });
}

interface Module {
  services: Map<string, string>;
  /** Top-level declarations (functions, consts, classes) by name → their text. */
  declarations: Map<string, string>;
  /** Imported name → [resolved file inside the project, its name there ('*' for a namespace)]. */
  imports: Map<string, [string, string]>;
}

const modules = new Map<string, Module>();

function moduleOf(file: string): Module {
  const cached = modules.get(file);
  if (cached) return cached;
  const source = read(file);
  const declarations = new Map<string, string>();
  const starts = [...source.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\s*\*?\s*|const\s+|let\s+|class\s+)(\w+)/gm)];
  starts.forEach((m, i) => declarations.set(m[1], source.slice(m.index, i + 1 < starts.length ? starts[i + 1].index : source.length)));
  const imports = new Map<string, [string, string]>();
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
    const target = resolveImport(file, m[2]);
    if (!target || !target.startsWith(ROOT)) continue;
    for (const part of m[1].split(',').map((n) => n.trim()).filter(Boolean)) {
      const [name, alias] = part.replace(/^type\s+/, '').split(/\s+as\s+/).map((x) => x.trim());
      imports.set(alias ?? name, [target, name]);
    }
  }
  for (const m of source.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+'(\.[^']+)'/g)) {
    const target = resolveImport(file, m[2]);
    if (target && target.startsWith(ROOT)) imports.set(m[1], [target, '*']);
  }
  const mod = { services: commandServicesOf(source), declarations, imports };
  modules.set(file, mod);
  return mod;
}

/** Where a name re-exported by `export { a } from './x'` or `export * from './x'` may be declared. */
function reExported(file: string, name: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of read(file).matchAll(/export\s+(?:type\s+)?(\*|\{([^}]*)\})\s+from\s+'(\.[^']+)'/g)) {
    const target = resolveImport(file, m[3]);
    if (!target) continue;
    if (m[1] === '*' || m[2].split(',').some((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim() === name)) out.push([target, name]);
  }
  return out;
}

/**
 * Walks the code reachable from a function's `handler`: from each top-level declaration used, the declarations and
 * imports its text names are followed, across the project's modules. An over-approximation by name (a name
 * mentioned is taken as called), never an under-approximation. `visit` sees each declaration's text once.
 */
function walkFrom(entry: string, visit: (file: string, name: string, text: string, mod: Module) => void): void {
  const seen = new Set<string>();
  const use = (file: string, name: string) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const mod = moduleOf(file);
    const texts = name === '*' ? [...mod.declarations.values()] : mod.declarations.has(name) ? [mod.declarations.get(name)!] : [];
    if (name !== '*' && texts.length === 0) for (const [target, inner] of reExported(file, name)) use(target, inner);
    for (const text of texts) {
      visit(file, name, text, mod);
      for (const id of new Set(text.match(/\b[A-Za-z_$][\w$]*\b/g) ?? [])) {
        if (id !== name && mod.declarations.has(id)) use(file, id);
        const imported = mod.imports.get(id);
        if (imported) use(imported[0], imported[1]);
      }
    }
  };
  use(entry, 'handler');
}

/** The IAM actions (Cognito and SES) the code reachable from a function's `handler` can call (walkFrom). */
export function awsCallsOf(entry: string): Set<string> {
  const calls = new Set<string>();
  walkFrom(entry, (_file, _name, text, mod) => callsIn(text, mod.services).forEach((c) => calls.add(c)));
  return calls;
}

/** Which of `declarations` ('lambdas/team/data/table.ts#auditPut') the code reachable from a function's `handler` uses (walkFrom). */
export function declarationsReached(entry: string, declarations: readonly string[]): string[] {
  const reached = new Set<string>();
  walkFrom(entry, (file, name) => {
    const key = `${path.relative(ROOT, file)}#${name}`;
    if (declarations.includes(key)) reached.add(key);
  });
  return [...reached].sort();
}

/** The IAM actions a function's role must hold for `calls`: unauthenticated Cognito calls need none. */
export function iamActionsFor(calls: Iterable<string>): string[] {
  return [...calls].filter((c) => !(c.startsWith('cognito-idp:') && UNAUTHENTICATED_COGNITO_CALLS.has(c.slice('cognito-idp:'.length)))).sort();
}

/** A route table handler ('alerts/jobs/send-alert-digests') → its file. */
export const entryOf = (handler: string) => path.join(LAMBDAS, `${handler}.ts`);
