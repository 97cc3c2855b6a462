// What a script starts (a server, a browser, a temporary folder) ends with the script, however the
// script ends: done, thrown, Ctrl-C or `kill`. Node runs no 'exit' hook when a signal kills it, so a
// signal no other listener handles (bench-compare and chrome-launcher clean up and exit on their own)
// becomes an exit.
const undos = new Set();
process.on('exit', () => {
  for (const undo of undos) undo();
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(code);
  });
}

/** Runs `undo` (it must be synchronous) when the script exits; call the answer once it is undone. */
export function atExit(undo) {
  undos.add(undo);
  return () => undos.delete(undo);
}
