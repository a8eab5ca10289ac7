// Lists the longest functions of a folder's TypeScript sources (tests left out), with the TypeScript compiler API.
// A function is any declaration, expression, arrow or method; its length is its lines from the first to the last,
// so an outer function counts the lines of the functions inside it. Usage:
//   node scripts/longest-functions.mjs packages/portal/src [top=10] [over=80]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const [root = 'packages/portal/src', top = '10', over = '80'] = process.argv.slice(2);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const found = [];
for (const file of sources(root)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ lines: last - first + 1, where: `${relative(process.cwd(), file)}:${first + 1}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
found.sort((a, b) => b.lines - a.lines);
for (const f of found.slice(0, Number(top))) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
console.log(`${found.filter((f) => f.lines > Number(over)).length} functions over ${over} lines (of ${found.length})`);
