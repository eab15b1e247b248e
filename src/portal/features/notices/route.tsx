export { Component } from './NoticesScreen';
