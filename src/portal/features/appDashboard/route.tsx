export { Component } from './AppDashboardScreen';
