import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ComponentClassName, createTheme } from '@aws-amplify/ui';
import type { Plugin } from 'vite';
import { careyTheme } from './src/theme/carey-theme';

const require = createRequire(import.meta.url);
const THEME_CSS = 'virtual:carey-theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;

/**
 * The UI kit (@aws-amplify/ui-react) at build time, so the login path stays within its weight budget
 * (docs/decisions/006):
 * - `virtual:carey-theme.css` is `createTheme(careyTheme)` as CSS variables on :root, keeping only the variables
 *   that the kit's imported stylesheets and our own use (the full set is about 125 KB of CSS).
 * - The kit's primitives read a theme object only for breakpoints, and its context module builds the whole
 *   default theme on import (about 14 KB of gzipped JavaScript). We style through CSS variables, not a runtime
 *   ThemeProvider, so those modules get the breakpoints alone. If an upgrade changes them, the build fails
 *   here instead of silently shipping the default theme.
 */
export function amplifyUiTheme(options: { stylesheets: string[] }): Plugin {
  const theme = createTheme(careyTheme);
  const runtimeTheme = JSON.stringify({ name: theme.name, breakpoints: theme.breakpoints, tokens: {} });
  const patches: { file: RegExp; from: string; to: string }[] = [
    { file: /ThemeProvider[\\/]ThemeContext\.mjs$/, from: "import { createTheme } from '@aws-amplify/ui';", to: `const createTheme = () => (${runtimeTheme});` },
    { file: /hooks[\\/]useTheme\.mjs$/, from: "import { createTheme } from '@aws-amplify/ui';", to: `const createTheme = () => (${runtimeTheme});` },
    { file: /responsive[\\/]utils\.mjs$/, from: "import { defaultTheme } from '@aws-amplify/ui';", to: `const defaultTheme = ${runtimeTheme};` },
  ];
  return {
    name: 'carey-amplify-ui-theme',
    enforce: 'pre',
    resolveId(id) {
      return id === THEME_CSS ? RESOLVED_THEME_CSS : undefined;
    },
    load(id) {
      if (id !== RESOLVED_THEME_CSS) return undefined;
      return themeCss(theme.cssText, options.stylesheets);
    },
    transform(code, id) {
      if (!id.includes('@aws-amplify/ui-react')) return undefined;
      let out = withInlinedClassNames(withLocalTokenHelpers(code));
      const patch = patches.find((p) => p.file.test(id));
      if (patch) {
        if (!out.includes(patch.from)) throw new Error(`${id} changed: update web/amplify-ui-theme.mts (see docs/decisions/006)`);
        out = out.replace(patch.from, patch.to);
      }
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

/**
 * Style props given as theme tokens need two helpers that live in a module of @aws-amplify/ui which also imports
 * lodash (CommonJS, so never shaken out: about 2 KB gzipped). With no tokens at runtime they only ever see plain
 * values; local copies keep lodash out.
 */
const localHelpers: Record<string, string> = {
  isDesignToken: "const isDesignToken = (value) => value != null && typeof value === 'object' && !Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, 'value');",
  cssNameTransform:
    "const cssNameTransform = ({ path = [] }) => ['amplify', ...path].join(' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean).join('-').toLowerCase();",
};

function withLocalTokenHelpers(code: string): string {
  return code.replace(/import \{([^}]*)\} from '@aws-amplify\/ui';/, (statement, names: string) => {
    const specifiers = names.split(',').map((n) => n.trim()).filter(Boolean);
    const local = specifiers.filter((n) => n in localHelpers);
    if (local.length === 0) return statement;
    const rest = specifiers.filter((n) => !(n in localHelpers));
    return [rest.length ? `import { ${rest.join(', ')} } from '@aws-amplify/ui';` : '', ...local.map((n) => localHelpers[n])].join('\n');
  });
}

/**
 * `ComponentClassName` is one object naming every class of the kit (about 2 KB gzipped); each primitive reads a
 * few of its strings, so they are written in at build time and the object stays out of the bundle.
 */
function withInlinedClassNames(code: string): string {
  const importRe = /import \{([^}]*)\} from '@aws-amplify\/ui';/;
  const statement = importRe.exec(code);
  if (!statement || !/\bComponentClassName\b/.test(statement[1])) return code;
  const names = ComponentClassName as unknown as Record<string, string>;
  let unresolved = false;
  const body = code.replace(importRe, '\0IMPORT\0').replace(/\bComponentClassName\.([A-Za-z]\w*)\b/g, (whole, key: string) => {
    if (typeof names[key] === 'string') return JSON.stringify(names[key]);
    unresolved = true;
    return whole;
  });
  if (unresolved || /\bComponentClassName\b/.test(body)) return code;
  const rest = statement[1].split(',').map((n) => n.trim()).filter((n) => n && n !== 'ComponentClassName');
  return body.replace('\0IMPORT\0', rest.length ? `import { ${rest.join(', ')} } from '@aws-amplify/ui';` : '');
}

/** The theme's variables that the given stylesheets (and their @imports) use, directly or through other variables. */
function themeCss(cssText: string, stylesheets: string[]): string {
  const declarations = new Map<string, string>();
  for (const match of cssText.matchAll(/(--amplify-[\w-]+):\s*([^;]+);/g)) declarations.set(match[1], match[2].trim());
  const used = new Set<string>();
  const queue = stylesheets.flatMap((file) => varsIn(readWithImports(file)));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name) || !declarations.has(name)) continue;
    used.add(name);
    queue.push(...varsIn(declarations.get(name)!));
  }
  const lines = [...declarations].filter(([name]) => used.has(name)).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

function varsIn(css: string): string[] {
  return [...css.matchAll(/var\(\s*(--amplify-[\w-]+)/g)].map((m) => m[1]);
}

function readWithImports(file: string): string {
  const css = fs.readFileSync(file, 'utf8');
  const imported = [...css.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((m) => {
    const spec = m[1];
    return spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : require.resolve(spec);
  });
  return [css, ...imported.map(readWithImports)].join('\n');
}
