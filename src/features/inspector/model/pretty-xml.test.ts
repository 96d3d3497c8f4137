import { describe, expect, it } from 'vitest';
import { prettyXml } from './pretty-xml';

describe('pretty XML', () => {
  it('puts one element per line, indented, keeping text and CDATA beside their element', () => {
    const xml = '<?xml version="1.0"?><searchRegionsInfo><regionInfo><regionId>22805</regionId><regionName><![CDATA[역삼동]]></regionName><empty/><none></none></regionInfo></searchRegionsInfo>';
    expect(prettyXml(xml)).toBe(
      [
        '<?xml version="1.0"?>',
        '<searchRegionsInfo>',
        '  <regionInfo>',
        '    <regionId>22805</regionId>',
        '    <regionName><![CDATA[역삼동]]></regionName>',
        '    <empty/>',
        '    <none></none>',
        '  </regionInfo>',
        '</searchRegionsInfo>',
      ].join('\n'),
    );
  });

  it('leaves text that is not XML as it was', () => {
    expect(prettyXml('plain words')).toBe('plain words');
    expect(prettyXml('')).toBe('');
  });
});
