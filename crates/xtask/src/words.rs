//! Word lists the generator builds identifiers, comments and string literals from.

pub const NOUNS: &[&str] = &[
    "Order",
    "Invoice",
    "Customer",
    "Product",
    "Shipment",
    "Payment",
    "Account",
    "Ledger",
    "Catalog",
    "Inventory",
    "Warehouse",
    "Supplier",
    "Contract",
    "Quote",
    "Basket",
    "Discount",
    "Coupon",
    "Refund",
    "Tax",
    "Currency",
    "Report",
    "Metric",
    "Session",
    "Token",
    "Tenant",
    "Profile",
    "Address",
    "Route",
    "Vehicle",
    "Driver",
    "Schedule",
    "Booking",
    "Ticket",
    "Message",
    "Notification",
    "Template",
    "Document",
    "Attachment",
    "Audit",
    "Rule",
    "Workflow",
    "Task",
    "Job",
    "Batch",
    "Queue",
    "Channel",
    "Region",
    "Branch",
    "Employee",
    "Team",
    "Project",
    "Milestone",
    "Budget",
    "Forecast",
    "Subscription",
    "Plan",
    "License",
    "Device",
    "Sensor",
    "Reading",
    "Alert",
    "Incident",
    "Snapshot",
    "Backup",
];

pub const ADJECTIVES: &[&str] = &[
    "",
    "",
    "",
    "Default",
    "Cached",
    "Remote",
    "Local",
    "Pending",
    "Archived",
    "Shared",
    "Scoped",
    "Batched",
    "Secure",
    "Legacy",
    "Composite",
    "Priority",
    "Regional",
    "Global",
    "Draft",
    "Verified",
    "Aggregated",
    "Streaming",
    "Temporal",
    "Weighted",
    "Tiered",
];

pub const CLASS_SUFFIXES: &[&str] = &[
    "Service",
    "Manager",
    "Processor",
    "Handler",
    "Repository",
    "Provider",
    "Builder",
    "Calculator",
    "Validator",
    "Coordinator",
    "Dispatcher",
    "Aggregator",
    "Scheduler",
    "Resolver",
    "Formatter",
    "Tracker",
    "Monitor",
    "Factory",
    "Planner",
    "Analyzer",
];

pub const GENERIC_SUFFIXES: &[&str] = &["Cache", "Pool", "Registry", "Buffer", "Index", "Lookup"];

pub const RECORD_SUFFIXES: &[&str] = &[
    "Summary",
    "Entry",
    "Request",
    "Response",
    "Options",
    "Info",
    "Record",
    "Descriptor",
    "Event",
    "Result",
    "Key",
    "Line",
    "Details",
    "Stamp",
];

pub const INTERFACE_SUFFIXES: &[&str] = &[
    "Service", "Store", "Source", "Sink", "Reader", "Writer", "Gateway", "Client", "Policy",
    "Notifier",
];

pub const EXTENSION_SUFFIXES: &[&str] = &["Extensions", "Helpers", "Utilities"];

pub const COMPUTE_VERBS: &[&str] = &[
    "Calculate",
    "Compute",
    "Estimate",
    "Score",
    "Measure",
    "Count",
    "Rank",
    "Weigh",
];
pub const DESCRIBE_VERBS: &[&str] = &["Describe", "Format", "Render", "Summarize", "Label"];
pub const FILTER_VERBS: &[&str] = &["Filter", "Select", "Collect", "Partition", "Normalize"];
pub const LOAD_VERBS: &[&str] = &["Load", "Fetch", "Refresh", "Sync", "Import"];
pub const PROJECT_VERBS: &[&str] = &["Project", "Map", "Transform", "Convert"];
pub const TRY_VERBS: &[&str] = &["TryGet", "TryFind", "TryResolve", "TryRead"];
pub const GROUP_VERBS: &[&str] = &["Group", "Index", "Bucket", "Tally"];

pub const FEATURES: &[&str] = &[
    "Billing",
    "Checkout",
    "Fulfilment",
    "Reporting",
    "Onboarding",
    "Scheduling",
    "Pricing",
    "Search",
    "Sync",
    "Auditing",
    "Messaging",
    "Identity",
];

pub const LITERALS: &[&str] = &[
    "alpha", "beta", "gamma", "delta", "north", "south", "primary", "fallback", "eu-west",
    "us-east", "draft", "final", "pending", "retry", "archive",
];

pub const COMMENTS: &[&str] = &[
    "Keep the result within the expected bounds.",
    "Cheap path first: most callers pass small values.",
    "The dependency may be slow; call it once and reuse the answer.",
    "Order matters here because callers rely on a stable result.",
    "TODO: revisit once the upstream contract is settled.",
    "Negative values are treated as \"nothing to do\".",
    "This mirrors the behaviour of the previous implementation.",
    "Avoid allocating when there is nothing to add.",
    "NOTE: the threshold was chosen from production measurements.",
    "Guard against overflow on very large inputs.",
];

/// Packages a project may reference: (id, version, namespace the code may use).
pub const PACKAGES: &[(&str, &str, &str)] = &[
    ("Newtonsoft.Json", "13.0.3", "Newtonsoft.Json"),
    (
        "Microsoft.Extensions.Logging.Abstractions",
        "8.0.1",
        "Microsoft.Extensions.Logging",
    ),
    ("Polly", "8.4.1", "Polly"),
];
