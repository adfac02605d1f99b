// Validates Kubernetes objects against the OpenAPI schemas with kubernetes-models, which ships ES
// modules only (jest's CommonJS runtime cannot load them). Reads a JSON array of objects on stdin;
// writes a JSON array of problems (one string each) on stdout.
const objects = JSON.parse(await new Response(process.stdin).text());
const problems = [];
for (const object of objects) {
  const what = `${object.apiVersion} ${object.kind} ${object.metadata?.name}`;
  let Model;
  try {
    Model = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`))[object.kind];
  } catch {
    problems.push(`${what}: kubernetes-models has no such kind`);
    continue;
  }
  try {
    new Model(object).validate();
  } catch (err) {
    problems.push(`${what}: ${err.message}`);
  }
}
process.stdout.write(JSON.stringify(problems));
