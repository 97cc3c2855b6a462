CREATE TABLE `booking_holds` (
	`payment_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`day` text NOT NULL,
	`customer_id` text NOT NULL,
	`expires_at` text NOT NULL,
	PRIMARY KEY(`payment_id`, `vendor_id`, `day`),
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_holds_day_idx` ON `booking_holds` (`vendor_id`,`day`,`expires_at`);--> statement-breakpoint
CREATE TABLE `local_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`intent_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`intent_id`) REFERENCES `local_payment_intents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_refunds_idempotency_key_unique` ON `local_refunds` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `order_status_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor` text NOT NULL,
	`actor_id` text,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_status_changes_order_idx` ON `order_status_changes` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text,
	`requested_by` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_order_id_unique` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_provider_refund_id_unique` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
CREATE INDEX `refunds_status_idx` ON `refunds` (`status`);--> statement-breakpoint
CREATE TABLE `vendor_availability` (
	`vendor_id` text NOT NULL,
	`available_date` text NOT NULL,
	`is_available` integer DEFAULT false NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`vendor_id`, `available_date`),
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `cart_items` ADD `event_address` text;--> statement-breakpoint
ALTER TABLE `gig_workers` ADD `decision_note` text;--> statement-breakpoint
ALTER TABLE `gig_workers` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `dropoff_address` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `cancellation_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancellation_reason` text;--> statement-breakpoint
CREATE INDEX `orders_vendor_day_idx` ON `orders` (`vendor_id`,`scheduled_date`,`status`);--> statement-breakpoint
ALTER TABLE `payment_items` ADD `event_address` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `daily_capacity` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `decision_note` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `decided_at` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `suspended_reason` text;