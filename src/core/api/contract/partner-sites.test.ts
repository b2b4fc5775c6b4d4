import { describe, expect, it } from 'vitest';
import { isLoopback, narrowedToSite, siteAddress } from './partner-sites';

describe('loopback', () => {
  it('counts every address of this machine, and nothing else', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.0.0.2',
      '127.255.255.254',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopback(host), host).toBe(true);
    for (const host of [
      '128.0.0.1',
      '10.0.0.1',
      '127.0.0.256',
      'localhost.example',
      '::2',
      '[::ffff:10.0.0.1]',
      '1270.0.0.1',
    ])
      expect(isLoopback(host), host).toBe(false);
  });
});

describe('a partner site’s address', () => {
  it('is read as the origin a browser sends, whatever page of the site is typed', () => {
    expect(siteAddress('https://club.example')).toEqual({ origin: 'https://club.example' });
    expect(siteAddress('  club.example ')).toEqual({ origin: 'https://club.example' });
    expect(siteAddress('https://Club.Example/news/today?x=1#top')).toEqual({
      origin: 'https://club.example',
    });
    expect(siteAddress('https://club.example:8443/')).toEqual({
      origin: 'https://club.example:8443',
    });
    expect(siteAddress('https://club.example:443')).toEqual({ origin: 'https://club.example' });
    expect(siteAddress('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' });
    expect(siteAddress('http://127.0.0.2:8080/page')).toEqual({ origin: 'http://127.0.0.2:8080' });
  });

  it('says in words what is wrong with one it cannot take', () => {
    const problem = (text: string) => siteAddress(text).problem;
    expect(problem('')).toMatch(/^Enter the site’s address/);
    expect(problem('http://club.example')).toMatch(/HTTPS/);
    expect(problem('ftp://club.example')).toMatch(/starts with https/);
    expect(problem('https://club')).toMatch(/whole address/);
    expect(problem('https://ann:secret@club.example')).toMatch(/name and password/);
    expect(problem('https://club .example')).toMatch(/not a web address/);
    expect(problem(`https://${'a'.repeat(200)}.example`)).toMatch(/too long/);
  });

  it('takes only one site: no wildcard, no dot at the end, a name browsers send', () => {
    const problem = (text: string) => siteAddress(text).problem;
    expect(problem('https://*.example')).toMatch(/stands for many sites/);
    expect(problem('https://news.*.example')).toMatch(/stands for many sites/);
    expect(problem('https://club.example.')).toMatch(/dot at the end/);
    expect(problem('https://club_site.example')).toMatch(/not a site’s name/);
    expect(problem('https://-club.example')).toMatch(/not a site’s name/);
    expect(problem('https://club..example')).toMatch(/not a site’s name/);
    expect(problem('https://1.2.3')).toMatch(/not a site’s name/);
    expect(siteAddress('https://xn--clb-ioa.example')).toEqual({
      origin: 'https://xn--clb-ioa.example',
    });
    expect(siteAddress('https://clüb.example')).toEqual({ origin: 'https://xn--clb-ioa.example' });
    expect(problem('https://8.8.8.8')).toMatch(/not a site’s name/);
  });

  it('tells when what was typed says more than the site', () => {
    expect(narrowedToSite('https://club.example/news', 'https://club.example')).toBe(true);
    expect(narrowedToSite('https://club.example/', 'https://club.example')).toBe(false);
    expect(narrowedToSite('club.example', 'https://club.example')).toBe(false);
  });
});
