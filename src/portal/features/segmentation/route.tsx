export { Component } from './SegmentationScreen';
