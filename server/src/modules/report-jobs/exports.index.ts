// Every export definition, imported once so the registry is complete wherever jobs are started
// or run. A new export: write <domain>/<domain>.export.ts and add it here.
import '../shops/shops.export';
import '../accounts/accounts.export';
import '../operate-log/operate-log.export';
import '../inventory/inventory.export';
import '../inventory-count/inventory-count.export';
import '../catalog/catalog.export';
import '../stock-bills/stock-ledger.export';
import '../purchase-reports/purchase-reports.export';
import '../sales-reports/sales-reports.export';
import '../sales-reports/sales-performance.export';
import '../export-templates/orders-template.export';
import '../finance/finance.export';
import '../profit/profit.export';
