import { describe, expect, it } from 'vitest';
import { escapeHtml, headerText, renderMail } from './render.ts';

const hostile = `<script>alert("x")</script> & <a href='https://evil.example'>click</a>`;

describe('renderMail', () => {
  const mail = renderMail({
    subject: `Hello\r\nBcc: victim@example.test`,
    preheader: hostile,
    heading: 'Heading',
    intro: [`Hello ${hostile},`],
    action: { label: 'Do it', url: 'https://site.example/path?token=a"b', fallback: 'Copy this:' },
    details: [['Name', hostile]],
    quote: { label: 'Message', text: `line one\n${hostile}` },
    outro: ['Bye', { before: 'To stop, ', link: { label: 'unsubscribe', url: 'https://site.example/u?t=1&x="' } }],
    reason: 'Because you asked.',
  });

  it('escapes everything in the HTML part: no markup or link from the input survives', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain("href='https://evil.example'");
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;');
    expect(mail.html).toContain('href="https://site.example/path?token=a&quot;b"');
    expect(mail.html).toContain('line one<br>&lt;script&gt;');
  });

  it('keeps the plain-text part plain, with the link written out', () => {
    expect(mail.text).toContain(`Hello ${hostile},`);
    expect(mail.text).toContain('Do it:\nhttps://site.example/path?token=a"b');
    expect(mail.text).toContain('Name: ');
    expect(mail.text).not.toMatch(/<(p|table|div)\b/);
  });

  it('makes a linked paragraph a link in HTML (its address escaped) and writes the address out in text', () => {
    expect(mail.html).toContain('To stop, <a href="https://site.example/u?t=1&amp;x=&quot;"');
    expect(mail.html).toMatch(/>unsubscribe<\/a>\.<\/p>/);
    expect(mail.text).toContain('To stop, unsubscribe: https://site.example/u?t=1&x="');
  });

  it('says who sent it and why, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Because you asked.');
      expect(part).toContain('WAC Advisory');
      expect(part).toContain('info@wacadvisory.co.uk');
    }
  });

  it('keeps the subject on one line (no header injection)', () => {
    expect(mail.subject).toBe('Hello Bcc: victim@example.test');
    expect(headerText('a\u0000b\nc')).toBe('a b c');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
