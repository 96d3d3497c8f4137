import { describe, expect, it } from 'vitest';
import { linkAttributes, onewayOf, parseLanes, parseMaxspeed, roadNameOf } from './osm-road-tags';

describe('OSM tags → link fields', () => {
  it('maps each highway class to its roadCategory, default speed and lanes', () => {
    const cases: [string, number, number, number][] = [
      ['motorway', 0, 100, 2],
      ['trunk', 2, 80, 4],
      ['primary', 3, 60, 4],
      ['secondary', 4, 50, 4],
      ['tertiary', 5, 50, 2],
      ['unclassified', 6, 50, 2],
      ['residential', 7, 30, 2],
      ['service', 7, 20, 1],
      ['primary_link', 3, 50, 1],
    ];
    for (const [highway, roadCategory, speed, lane] of cases) {
      expect(linkAttributes({ highway }), highway).toMatchObject({ roadCategory, speed, lane });
    }
  });

  it('says footways, paths, cycleways, steps and ways without highway are not roads', () => {
    for (const highway of ['footway', 'path', 'cycleway', 'steps', 'pedestrian', 'construction', 'track']) {
      expect(linkAttributes({ highway }), highway).toBeNull();
    }
    expect(linkAttributes({ name: '세종대로' })).toBeNull();
  });

  it('reads maxspeed in km/h, mph and the Korean zones, else the class default', () => {
    expect(parseMaxspeed('60')).toBe(60);
    expect(parseMaxspeed('30 mph')).toBe(48);
    expect(parseMaxspeed('KR:urban')).toBe(50);
    expect(parseMaxspeed('none')).toBeNull();
    expect(linkAttributes({ highway: 'primary', maxspeed: 'signals' })?.speed).toBe(60);
    expect(linkAttributes({ highway: 'primary', maxspeed: '70' })?.speed).toBe(70);
  });

  it('reads lanes (the first of a list), else the class default', () => {
    expect(parseLanes('3')).toBe(3);
    expect(parseLanes('2;3')).toBe(2);
    expect(parseLanes('two')).toBeNull();
    expect(linkAttributes({ highway: 'residential', lanes: 'x' })?.lane).toBe(2);
    expect(linkAttributes({ highway: 'residential', lanes: '6' })?.lane).toBe(6);
  });

  it('maps oneway to laneType, reverses -1, and implies one-way for motorways and roundabouts', () => {
    expect(linkAttributes({ highway: 'residential' })).toMatchObject({ laneType: 2, reverse: false });
    expect(linkAttributes({ highway: 'residential', oneway: 'yes' })).toMatchObject({ laneType: 1, reverse: false });
    expect(linkAttributes({ highway: 'residential', oneway: '-1' })).toMatchObject({ laneType: 1, reverse: true });
    expect(linkAttributes({ highway: 'motorway' })).toMatchObject({ laneType: 1 });
    expect(linkAttributes({ highway: 'motorway', oneway: 'no' })).toMatchObject({ laneType: 2 });
    expect(linkAttributes({ highway: 'tertiary', junction: 'roundabout' })).toMatchObject({ laneType: 1 });
    expect(onewayOf('reversible', false)).toBe(0);
  });

  it('maps toll to tollLink and bridge/tunnel to linkFacil', () => {
    expect(linkAttributes({ highway: 'motorway', toll: 'yes' })?.tollLink).toBe(1);
    expect(linkAttributes({ highway: 'motorway', toll: 'no' })?.tollLink).toBe(0);
    expect(linkAttributes({ highway: 'primary', bridge: 'yes' })?.linkFacil).toBe(1);
    expect(linkAttributes({ highway: 'primary', bridge: 'viaduct' })?.linkFacil).toBe(4);
    expect(linkAttributes({ highway: 'primary', tunnel: 'yes' })?.linkFacil).toBe(2);
    expect(linkAttributes({ highway: 'primary', tunnel: 'yes', name: '서빙고지하차도' })?.linkFacil).toBe(3);
    expect(linkAttributes({ highway: 'primary', bridge: 'no', tunnel: 'culvert' })?.linkFacil).toBe(0);
  });

  it('takes name:ko, else the Hangul part of "한글 (Romanised)", else name, else the category name', () => {
    expect(roadNameOf({ name: '서빙고로 (Seobinggoro)', 'name:ko': '서빙고로' })).toBe('서빙고로');
    expect(roadNameOf({ name: '한강대로40길 (Hangang-daero 40-gil)' })).toBe('한강대로40길');
    expect(roadNameOf({ name: '8th Army Drive' })).toBe('8th Army Drive');
    expect(roadNameOf({ name: 'Main St (north)' })).toBe('Main St (north)');
    expect(linkAttributes({ highway: 'service' })?.roadName).toBe('이면도로');
  });
});
