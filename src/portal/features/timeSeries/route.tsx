export { Component } from './TimeSeriesScreen';
