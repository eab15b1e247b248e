export { Component } from './AppSummaryScreen';
