// A textarea's lines as a list: each trimmed, blank lines left out.
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
