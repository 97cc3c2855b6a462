CREATE TABLE `message_threads` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`order_id` text,
	`quote_request_id` text,
	`customer_read_at` text,
	`vendor_read_at` text,
	`last_message_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_threads_order_idx` ON `message_threads` (`order_id`) WHERE order_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `message_threads_quote_idx` ON `message_threads` (`quote_request_id`,`vendor_id`) WHERE quote_request_id is not null;--> statement-breakpoint
CREATE INDEX `message_threads_customer_idx` ON `message_threads` (`customer_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `message_threads_vendor_idx` ON `message_threads` (`vendor_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_thread_idx` ON `messages` (`thread_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quote_leads` (
	`quote_request_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`answered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`quote_request_id`, `vendor_id`),
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_leads_vendor_idx` ON `quote_leads` (`vendor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quote_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_request_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text NOT NULL,
	`expires_on` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`closed_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_offers_quote_idx` ON `quote_offers` (`quote_request_id`,`status`);--> statement-breakpoint
CREATE INDEX `quote_offers_vendor_idx` ON `quote_offers` (`vendor_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `cart_items` ADD `offer_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `offer_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_offer_id_unique` ON `orders` (`offer_id`);--> statement-breakpoint
ALTER TABLE `payment_items` ADD `offer_id` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `vendor_id` text REFERENCES vendors(id);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `category` text;--> statement-breakpoint
CREATE INDEX `quote_requests_user_idx` ON `quote_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quote_requests_unclaimed_idx` ON `quote_requests` (lower("email")) WHERE user_id is null;