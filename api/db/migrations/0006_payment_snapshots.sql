CREATE TABLE `payment_items` (
	`payment_id` text NOT NULL,
	`cart_item_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`service_id` text,
	`package_id` text,
	`item_name` text NOT NULL,
	`quantity` integer NOT NULL,
	`selected_date` text,
	`selected_time` text,
	`guest_count` integer,
	`notes` text,
	`price_cents` integer NOT NULL,
	PRIMARY KEY(`payment_id`, `cart_item_id`),
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_items_cart_item_idx` ON `payment_items` (`cart_item_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_open_idx` ON `payments` (`cart_id`) WHERE status = 'open';