const t = performance.now();
await import('../simulator/src/http/app.ts');
console.log('import app', (performance.now() - t).toFixed(0));
