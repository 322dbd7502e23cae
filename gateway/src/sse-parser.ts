/**
 * Incremental Server-Sent-Events parser: feed text chunks, get each event's `data` (the
 * `data:` lines joined by newlines). Comments and other fields are skipped. A pending event
 * over `maxEventChars` is an error: the stream is dropped and reconnected.
 */
export function createSseParser(maxEventChars: number): (chunk: string) => string[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: string[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
      if (data.length > 0) events.push(data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
    if (buffer.length > maxEventChars) throw new Error(`server-sent event over ${maxEventChars} characters`);
    return events;
  };
}
