/**
 * The world map's country shapes: Natural Earth 1:110m countries (world-atlas, TopoJSON), projected once with the
 * Equal Earth projection into SVG path data. The geometry (≈ 38 KiB gzip) is its own chunk, loaded when the map
 * first shows.
 */
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { ALPHA2_BY_NAME, ALPHA2_BY_NUMERIC } from './isoNumeric';

/** Width of the map's coordinate space (the SVG viewBox); the SVG itself scales to its container. */
export const MAP_WIDTH = 960;
/** Height of the map's coordinate space. */
export const MAP_HEIGHT = 470;
const PADDING = 6;

/** One country of the map. */
export interface CountryShape {
  /** ISO 3166-1 alpha-2 code, or null for a shape no address can resolve to. */
  code: string | null;
  /** The map's own name of the shape (used as a key; the screen shows `countryName(code)`). */
  name: string;
  /** SVG path data in the viewBox. */
  path: string;
  /** Where the tooltip points, in the viewBox. */
  centroid: [number, number];
}

interface ShapeProperties {
  name: string;
}

/** Antarctica takes a fifth of the map and has no API traffic: it is left out. */
const LEFT_OUT = new Set(['AQ']);

/** The alpha-2 code of a map shape from its numeric id, or its name for the shapes without one. */
export function shapeCode(id: string | number | undefined, name: string): string | null {
  if (id !== undefined && Object.hasOwn(ALPHA2_BY_NUMERIC, String(id))) return ALPHA2_BY_NUMERIC[String(id)];
  return Object.hasOwn(ALPHA2_BY_NAME, name) ? ALPHA2_BY_NAME[name] : null;
}

/** Projects the `countries` object of a world-atlas topology into shapes. */
export function projectShapes(topology: Topology): CountryShape[] {
  const countries = topology.objects.countries as GeometryCollection<ShapeProperties>;
  const collection = feature(topology, countries);
  const features = collection.features.filter((f) => !LEFT_OUT.has(shapeCode(f.id, f.properties.name) ?? ''));
  const projection = geoEqualEarth().fitExtent(
    [[PADDING, PADDING], [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING]],
    { type: 'FeatureCollection', features },
  );
  const toPath = geoPath(projection);
  return features.map((f) => {
    const [x, y] = toPath.centroid(f);
    return { code: shapeCode(f.id, f.properties.name), name: f.properties.name, path: toPath(f) ?? '', centroid: [x, y] };
  });
}

let loading: Promise<CountryShape[]> | null = null;

/** The shapes, projected once per page (a failed load is tried again on the next call). */
export function loadWorldShapes(): Promise<CountryShape[]> {
  loading ??= import(/* webpackChunkName: "world-110m" */ 'world-atlas/countries-110m.json').then(
    (module) => projectShapes((module.default ?? module) as unknown as Topology),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
