import { describe, expect, it } from 'vitest';
import { hostAllowed, hostName, hostRefusal } from './host-check';

const loopbackOnly = { bound: '127.0.0.1', extra: [] };

describe('hostName', () => {
  it('drops the port and the IPv6 brackets, lower-cases, and refuses malformed headers', () => {
    expect(hostName('LocalHost:8080')).toBe('localhost');
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('example.com.')).toBe('example.com');
    for (const bad of [undefined, '', '[::1', '[nothex]:80', 'a b', 'host:port', '[::1]x', 'evil.com@127.0.0.1']) expect(hostName(bad), bad).toBeNull();
  });
});

describe('hostAllowed', () => {
  it('answers loopback names and addresses with any port by default', () => {
    for (const h of ['localhost', 'localhost:8080', 'app.localhost:5173', '127.0.0.1:8802', '127.1.2.3', '[::1]:8080', '[::1]']) {
      expect(hostAllowed(h, loopbackOnly), h).toBe(true);
    }
  });

  it('refuses any other name, including ones that merely contain a loopback name', () => {
    for (const h of ['attacker.example', 'attacker.example:8080', 'localhost.attacker.example', '127.0.0.1.nip.io', '10.0.0.5', '[fd00::1]', undefined, '']) {
      expect(hostAllowed(h, loopbackOnly), String(h)).toBe(false);
    }
  });

  it('answers the bound address when it is one address, never because of a wildcard bind', () => {
    expect(hostAllowed('192.168.0.20:8080', { bound: '192.168.0.20', extra: [] })).toBe(true);
    expect(hostAllowed('192.168.0.20:8080', { bound: '0.0.0.0', extra: [] })).toBe(false);
    expect(hostAllowed('[::]:8080', { bound: '::', extra: [] })).toBe(false);
  });

  it('answers what LOCUS_ALLOWED_HOSTS lists: exact names, .domain with its subdomains, IPv6, *', () => {
    const rule = { bound: '0.0.0.0', extra: ['locus.lan', '.corp.example', '[fd00::1]', '10.0.0.5'] };
    expect(hostAllowed('LOCUS.lan:8080', rule)).toBe(true);
    expect(hostAllowed('corp.example', rule)).toBe(true);
    expect(hostAllowed('a.b.corp.example:80', rule)).toBe(true);
    expect(hostAllowed('evilcorp.example', rule)).toBe(false);
    expect(hostAllowed('[fd00::1]:8080', rule)).toBe(true);
    expect(hostAllowed('10.0.0.5:8080', rule)).toBe(true);
    expect(hostAllowed('other.lan', rule)).toBe(false);
    expect(hostAllowed('anything.example', { bound: '0.0.0.0', extra: ['*'] })).toBe(true);
  });

  it('names the setting in the refusal', () => {
    expect(hostRefusal('attacker.example:8080').error.message).toContain('LOCUS_ALLOWED_HOSTS');
    expect(hostRefusal('attacker.example:8080').error.message).toContain('"attacker.example:8080"');
  });
});
