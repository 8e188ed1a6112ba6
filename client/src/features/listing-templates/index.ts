export { CommonTemplatesPage } from './CommonTemplatesPage';
export { MarketplaceTemplatesPage } from './MarketplaceTemplatesPage';
export { AttributeMappingPage } from './AttributeMappingPage';
export { AliExpressSizeChartPage, MercadoSizeChartPage, OzonSizeChartPage } from './SizeChartsPage';
export { TortiousWordsPage } from './TortiousWordsPage';
export { HighlightedText, TortiousErrorText } from './components/TortiousHighlight';
export { listingTemplatesMessages } from './messages';
