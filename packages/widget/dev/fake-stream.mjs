// converse-stream of the stand-in API: SSE lines `data: {json}`, [PING], [DONE] and [ERRO INTERNO] (spec §7).
// The last question picks the reply: 'erro' → internal error, 'diagrama' → a mermaid block, 'lento' → a long
// slow reply (to exercise the stop button), anything else → a short markdown summary.
export async function stream(body, res, delay) {
  const question = JSON.stringify(body.messages.at(-1)?.content ?? '');
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' });
  let closed = false;
  res.on('close', () => (closed = true));
  const send = (line) => !closed && res.write(`${line}\n\n`);
  if (question.includes('erro')) {
    send('data: [ERRO INTERNO] provedor indisponível');
    return res.end();
  }
  const reply = question.includes('diagrama')
    ? 'Segue o fluxo:\n\n```mermaid\ngraph TD\n  A[Pedido] --> B[Escritura]\n```\n'
    : question.includes('lento')
      ? 'Resposta longa. '.repeat(200)
      : '**Resumo**: o documento trata de uma *escritura pública* de compra e venda.\n\n- Partes: Ana e Bruno\n- Valor: R$ 350.000,00';
  send('data: [PING]');
  for (const piece of reply.match(/[\s\S]{1,12}/g)) {
    if (closed) return;
    send(`data: ${JSON.stringify({ messages: { content: [{ text: piece }] } })}`);
    await new Promise((ok) => setTimeout(ok, question.includes('lento') ? 50 : delay));
  }
  send('data: [DONE]');
  res.end();
}
