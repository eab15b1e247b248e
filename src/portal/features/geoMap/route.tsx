export { Component } from './GeoMapScreen';
