// Which addresses a link preview may be fetched from, and what it reads from a page.
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../../src/plugins/app/social/link-preview-addresses.ts';
import { previewOfHtml } from '../../../../src/plugins/app/social/link-preview-page.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:93.184.215.14',
    '2002:5db8:d70e::1',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('previewOfHtml', () => {
  const page = new URL('https://garden.example/posts/1');

  it('reads the Open Graph title, description and image, the image made absolute', () => {
    const html = `<html><head><title>Plain title</title>
      <meta name="description" content="Plain description">
      <meta property="og:title" content="Tomatoes &amp; basil">
      <meta content='Grow them &quot;together&quot;' property='og:description'>
      <meta property="og:image" content="/img/tomato.jpg"></head><body></body></html>`;
    expect(previewOfHtml(html, page)).toEqual({
      title: 'Tomatoes & basil',
      description: 'Grow them "together"',
      imageUrl: 'https://garden.example/img/tomato.jpg',
    });
  });

  it('falls back on <title> and the meta description, and keeps only http(s) images', () => {
    const html = `<title> Compost
      guide </title><meta name="Description" content="Hot and cold heaps">
      <meta property="og:image" content="javascript:alert(1)">`;
    expect(previewOfHtml(html, page)).toEqual({
      title: 'Compost guide',
      description: 'Hot and cold heaps',
      imageUrl: null,
    });
  });

  it('ignores tags inside comments and scripts, and strips markup from the text', () => {
    const html = `<!-- <meta property="og:title" content="Hidden"> -->
      <script>document.write('<meta property="og:title" content="Scripted">')</script>
      <title><b>Bold</b> title</title>`;
    expect(previewOfHtml(html, page)).toEqual({
      title: 'Bold title',
      description: null,
      imageUrl: null,
    });
  });

  it('cuts a long title', () => {
    const title = previewOfHtml(`<title>${'a'.repeat(1_000)}</title>`, page).title ?? '';
    expect(title.length).toBeLessThanOrEqual(200);
    expect(title.endsWith('…')).toBe(true);
  });
});
