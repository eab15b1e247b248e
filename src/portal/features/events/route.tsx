export { Component } from './EventLogScreen';
