import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../support/project-copy.ts';

/**
 * A copy of the checkout (as tests/api/kernel/plugin-deletion.test.ts makes them; node_modules linked) with the
 * generator's files added and their plugins in its composition root (`plugins` by id, each with the identifier
 * its server import takes).
 */
export function copyWithPlugins(files: Record<string, string>, plugins: { id: string; name: string }[]): string {
  const dir = copyProject('zx-gen-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const edit = (file: string, change: (s: string) => string) =>
    fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));
  edit('plugins/index.server.ts', (s) =>
    s
      .replace(
        "import tools from './tools/server/index.ts';",
        ["import tools from './tools/server/index.ts';", ...plugins.map((p) => `import ${p.name} from './${p.id}/server/index.ts';`)].join(
          '\n',
        ),
      )
      .replace(', tools]', `, tools, ${plugins.map((p) => p.name).join(', ')}]`),
  );
  edit('plugins/index.client.ts', (s) =>
    s.replace('];', `${plugins.map((p) => `  { id: '${p.id}', load: () => import('./${p.id}/client/index.ts') },\n`).join('')}];`),
  );
  return dir;
}
