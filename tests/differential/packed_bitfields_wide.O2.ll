; ModuleID = 'packed_bitfields_wide.c'
source_filename = "packed_bitfields_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s136 = type { [17 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"g1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g1'\00", align 1, !dbg !7
@arr = internal unnamed_addr global [3 x %struct.s136] zeroinitializer, align 16, !dbg !12
@.str.2 = private unnamed_addr constant [8 x i8] c"arr[%d]\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [47 x i8] c"g2: tag=%c f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [41 x i8] c"g2': f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [33 x i8] c"g3: x=%llx y=%lld z=%llu w=%lld\0A\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [34 x i8] c"g3': x=%llx y=%lld z=%llx w=%lld\0A\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [11 x i8] c"crc: %08x\0A\00", align 1, !dbg !57
@crc = internal unnamed_addr global i32 0, align 4, !dbg !62
@.str.9 = private unnamed_addr constant [30 x i8] c"%s: a=%d b=%u c=%d d=%u e=%d\0A\00", align 1, !dbg !64
@g1 = internal unnamed_addr global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 -1, i8 -9, i8 -26, i8 -43, i8 112, i8 86, i8 52, i8 18, i8 -4, i8 -1, i8 -1, i8 127, i8 -10, i8 -1 }, align 16, !dbg !69
@g2 = internal unnamed_addr global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 113, i8 -28, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 127, i8 0, i8 0, i8 0, i8 -64, i8 28, i8 24, i8 0, i8 -128, i8 24, i8 106, i8 0, i8 -128 }, align 1, !dbg !79
@g3 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -2, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 63, i8 3, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -125 }, align 16, !dbg !91

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !113 {
  %1 = alloca [8 x i8], align 1, !DIAssignID !127
    #dbg_assign(i1 undef, !121, !DIExpression(), !127, ptr %1, !DIExpression(), !128)
  %2 = load i136, ptr @g1, align 16, !dbg !129, !tbaa !130
    #dbg_value(i136 %2, !133, !DIExpression(), !141)
    #dbg_value(ptr @.str, !140, !DIExpression(), !141)
  %3 = shl i136 %2, 105, !dbg !143
  %4 = ashr exact i136 %3, 105, !dbg !143
  %5 = trunc nsw i136 %4 to i32, !dbg !143
  %6 = lshr i136 %2, 31, !dbg !144
  %7 = trunc i136 %6 to i32, !dbg !144
  %8 = and i32 %7, 536870911, !dbg !144
  %9 = shl i136 %2, 46, !dbg !145
  %10 = ashr i136 %9, 106, !dbg !145
  %11 = trunc nsw i136 %10 to i32, !dbg !145
  %12 = lshr i136 %2, 90, !dbg !146
  %13 = trunc i136 %12 to i32, !dbg !146
  %14 = and i32 %13, 134217727, !dbg !146
  %15 = ashr i136 %2, 117, !dbg !147
  %16 = trunc nsw i136 %15 to i32, !dbg !147
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, i32 noundef %5, i32 noundef %8, i32 noundef %11, i32 noundef %14, i32 noundef %16), !dbg !148
    #dbg_value(i136 %4, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !154)
  %18 = load i32, ptr @crc, align 4, !dbg !156, !tbaa !157
  %19 = mul i32 %18, 31, !dbg !159
  %20 = add i32 %19, %5, !dbg !160
  %21 = lshr i136 %4, 32, !dbg !161
  %22 = trunc i136 %21 to i32, !dbg !161
  %23 = xor i32 %20, %22, !dbg !162
    #dbg_value(i136 %2, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !163)
  %24 = mul i32 %23, 31, !dbg !165
  %25 = add i32 %24, %8, !dbg !166
    #dbg_value(i136 %10, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !167)
  %26 = mul i32 %25, 31, !dbg !169
  %27 = add i32 %26, %11, !dbg !170
  %28 = lshr i136 %10, 32, !dbg !171
  %29 = trunc i136 %28 to i32, !dbg !171
  %30 = xor i32 %27, %29, !dbg !172
    #dbg_value(i136 %12, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !173)
  %31 = mul i32 %30, 31, !dbg !175
  %32 = add i32 %31, %14, !dbg !176
    #dbg_value(i136 %15, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !177)
  %33 = mul i32 %32, 31, !dbg !179
  %34 = add i32 %33, %16, !dbg !180
  %35 = lshr i136 %15, 32, !dbg !181
  %36 = trunc i136 %35 to i32, !dbg !181
  %37 = xor i32 %34, %36, !dbg !182
  store i32 %37, ptr @crc, align 4, !dbg !182, !tbaa !157
  %38 = load i136, ptr @g1, align 16, !dbg !183
  %39 = trunc i136 %38 to i32, !dbg !183
  %40 = mul i32 %39, 3, !dbg !184
  %41 = add i32 %40, 2147483647, !dbg !185
  %42 = lshr i136 %38, 31, !dbg !186
  %43 = trunc i136 %42 to i32, !dbg !186
  %44 = add i32 %43, 7, !dbg !186
  %45 = zext i32 %44 to i136, !dbg !186
  %46 = shl nuw nsw i136 %45, 31, !dbg !186
  %47 = and i32 %41, 2147483647, !dbg !186
  %48 = zext nneg i32 %47 to i136, !dbg !186
  %49 = lshr i136 %38, 60, !dbg !187
  %50 = trunc i136 %49 to i32, !dbg !187
  %51 = sub i32 0, %50, !dbg !188
  %52 = zext i32 %51 to i136, !dbg !189
  %53 = shl nuw nsw i136 %52, 60, !dbg !189
  %54 = and i136 %46, 1152921502459363328, !dbg !189
  %55 = lshr i136 %38, 90, !dbg !190
  %56 = trunc i136 %55 to i32, !dbg !190
  %57 = xor i32 %56, 89478485, !dbg !190
  %58 = zext i32 %57 to i136, !dbg !190
  %59 = shl nuw nsw i136 %58, 90, !dbg !190
  %60 = and i136 %53, 1237940038132458770292277248, !dbg !190
  %61 = ashr i136 %38, 117, !dbg !191
  %62 = trunc nsw i136 %61 to i32, !dbg !191
  %63 = lshr i32 %62, 2, !dbg !192
  %64 = and i32 %63, 524287, !dbg !193
  %65 = zext nneg i32 %64 to i136, !dbg !193
  %66 = shl nuw i136 %65, 117, !dbg !193
  %67 = and i136 %59, 166153498235174444827595607635918848, !dbg !193
  %68 = or disjoint i136 %67, %54, !dbg !193
  %69 = or disjoint i136 %68, %48, !dbg !193
  %70 = or disjoint i136 %69, %60, !dbg !193
  %71 = or disjoint i136 %70, %66, !dbg !193
  store i136 %71, ptr @g1, align 16, !dbg !193
    #dbg_value(!DIArgList(i136 poison, i136 poison, i136 poison, i136 poison, i136 poison), !133, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !194)
    #dbg_value(ptr @.str.1, !140, !DIExpression(), !194)
  %72 = shl nuw i136 %48, 105, !dbg !196
  %73 = ashr exact i136 %72, 105, !dbg !196
  %74 = trunc nsw i136 %73 to i32, !dbg !196
  %75 = and i32 %44, 536870911, !dbg !197
  %76 = shl nuw i136 %60, 46, !dbg !198
  %77 = ashr exact i136 %76, 106, !dbg !198
  %78 = trunc nsw i136 %77 to i32, !dbg !198
  %79 = and i32 %57, 134217727, !dbg !199
  %80 = ashr exact i136 %66, 117, !dbg !200
  %81 = trunc nsw i136 %80 to i32, !dbg !200
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, i32 noundef %74, i32 noundef %75, i32 noundef %78, i32 noundef %79, i32 noundef %81), !dbg !201
    #dbg_value(i136 %73, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !202)
  %83 = load i32, ptr @crc, align 4, !dbg !204, !tbaa !157
  %84 = mul i32 %83, 31, !dbg !205
  %85 = add i32 %84, %74, !dbg !206
  %86 = lshr i136 %73, 32, !dbg !207
  %87 = trunc i136 %86 to i32, !dbg !207
  %88 = xor i32 %85, %87, !dbg !208
    #dbg_value(!DIArgList(i136 poison, i136 poison, i136 poison, i136 poison, i136 poison), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !209)
  %89 = mul i32 %88, 31, !dbg !211
  %90 = add i32 %89, %75, !dbg !212
    #dbg_value(i136 %77, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !213)
  %91 = mul i32 %90, 31, !dbg !215
  %92 = add i32 %91, %78, !dbg !216
  %93 = lshr i136 %77, 32, !dbg !217
  %94 = trunc i136 %93 to i32, !dbg !217
  %95 = xor i32 %92, %94, !dbg !218
    #dbg_value(i136 poison, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !219)
  %96 = mul i32 %95, 31, !dbg !221
  %97 = add i32 %96, %79, !dbg !222
    #dbg_value(i136 %80, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !223)
  %98 = mul i32 %97, 31, !dbg !225
  %99 = add i32 %98, %81, !dbg !226
  %100 = lshr i136 %80, 32, !dbg !227
  %101 = trunc i136 %100 to i32, !dbg !227
  %102 = xor i32 %99, %101, !dbg !228
  store i32 %102, ptr @crc, align 4, !dbg !228, !tbaa !157
    #dbg_value(i32 0, !117, !DIExpression(), !229)
    #dbg_value(i64 0, !117, !DIExpression(), !229)
  store i136 2147483647, ptr @arr, align 16, !dbg !230
    #dbg_value(i64 1, !117, !DIExpression(), !229)
  store i136 168749649139113011429035575590518784, ptr getelementptr inbounds (i8, ptr @arr, i64 17), align 1, !dbg !230
    #dbg_value(i64 2, !117, !DIExpression(), !229)
  store i136 -43556137773582029266296603012155119239167, ptr getelementptr inbounds (i8, ptr @arr, i64 34), align 2, !dbg !230
    #dbg_value(i64 3, !117, !DIExpression(), !229)
    #dbg_value(i64 0, !119, !DIExpression(), !233)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #3, !dbg !234
  %103 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.2, i32 noundef 0) #3, !dbg !235
  %104 = load i136, ptr @arr, align 16, !dbg !236, !tbaa !130
    #dbg_value(i136 %104, !133, !DIExpression(), !237)
    #dbg_value(ptr %1, !140, !DIExpression(), !237)
  %105 = shl i136 %104, 105, !dbg !239
  %106 = ashr exact i136 %105, 105, !dbg !239
  %107 = trunc nsw i136 %106 to i32, !dbg !239
  %108 = lshr i136 %104, 31, !dbg !240
  %109 = trunc i136 %108 to i32, !dbg !240
  %110 = and i32 %109, 536870911, !dbg !240
  %111 = shl i136 %104, 46, !dbg !241
  %112 = ashr i136 %111, 106, !dbg !241
  %113 = trunc nsw i136 %112 to i32, !dbg !241
  %114 = lshr i136 %104, 90, !dbg !242
  %115 = trunc i136 %114 to i32, !dbg !242
  %116 = and i32 %115, 134217727, !dbg !242
  %117 = ashr i136 %104, 117, !dbg !243
  %118 = trunc nsw i136 %117 to i32, !dbg !243
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i32 noundef %107, i32 noundef %110, i32 noundef %113, i32 noundef %116, i32 noundef %118), !dbg !244
    #dbg_value(i136 %106, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !245)
  %120 = load i32, ptr @crc, align 4, !dbg !247, !tbaa !157
  %121 = mul i32 %120, 31, !dbg !248
  %122 = add i32 %121, %107, !dbg !249
  %123 = lshr i136 %106, 32, !dbg !250
  %124 = trunc i136 %123 to i32, !dbg !250
  %125 = xor i32 %122, %124, !dbg !251
    #dbg_value(i136 %104, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !252)
  %126 = mul i32 %125, 31, !dbg !254
  %127 = add i32 %126, %110, !dbg !255
    #dbg_value(i136 %112, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !256)
  %128 = mul i32 %127, 31, !dbg !258
  %129 = add i32 %128, %113, !dbg !259
  %130 = lshr i136 %112, 32, !dbg !260
  %131 = trunc i136 %130 to i32, !dbg !260
  %132 = xor i32 %129, %131, !dbg !261
    #dbg_value(i136 %114, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !262)
  %133 = mul i32 %132, 31, !dbg !264
  %134 = add i32 %133, %116, !dbg !265
    #dbg_value(i136 %117, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %135 = mul i32 %134, 31, !dbg !268
  %136 = add i32 %135, %118, !dbg !269
  %137 = lshr i136 %117, 32, !dbg !270
  %138 = trunc i136 %137 to i32, !dbg !270
  %139 = xor i32 %136, %138, !dbg !271
  store i32 %139, ptr @crc, align 4, !dbg !271, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #3, !dbg !272
    #dbg_value(i64 1, !119, !DIExpression(), !233)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #3, !dbg !234
  %140 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.2, i32 noundef 1) #3, !dbg !235
  %141 = load i136, ptr getelementptr inbounds (i8, ptr @arr, i64 17), align 1, !dbg !236, !tbaa !130
    #dbg_value(i136 %141, !133, !DIExpression(), !237)
  %142 = shl i136 %141, 105, !dbg !239
  %143 = ashr exact i136 %142, 105, !dbg !239
  %144 = trunc nsw i136 %143 to i32, !dbg !239
  %145 = lshr i136 %141, 31, !dbg !240
  %146 = trunc i136 %145 to i32, !dbg !240
  %147 = and i32 %146, 536870911, !dbg !240
  %148 = shl i136 %141, 46, !dbg !241
  %149 = ashr i136 %148, 106, !dbg !241
  %150 = trunc nsw i136 %149 to i32, !dbg !241
  %151 = lshr i136 %141, 90, !dbg !242
  %152 = trunc i136 %151 to i32, !dbg !242
  %153 = and i32 %152, 134217727, !dbg !242
  %154 = ashr i136 %141, 117, !dbg !243
  %155 = trunc nsw i136 %154 to i32, !dbg !243
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i32 noundef %144, i32 noundef %147, i32 noundef %150, i32 noundef %153, i32 noundef %155), !dbg !244
    #dbg_value(i136 %143, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !245)
  %157 = load i32, ptr @crc, align 4, !dbg !247, !tbaa !157
  %158 = mul i32 %157, 31, !dbg !248
  %159 = add i32 %158, %144, !dbg !249
  %160 = lshr i136 %143, 32, !dbg !250
  %161 = trunc i136 %160 to i32, !dbg !250
  %162 = xor i32 %159, %161, !dbg !251
    #dbg_value(i136 %141, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !252)
  %163 = mul i32 %162, 31, !dbg !254
  %164 = add i32 %163, %147, !dbg !255
    #dbg_value(i136 %149, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !256)
  %165 = mul i32 %164, 31, !dbg !258
  %166 = add i32 %165, %150, !dbg !259
  %167 = lshr i136 %149, 32, !dbg !260
  %168 = trunc i136 %167 to i32, !dbg !260
  %169 = xor i32 %166, %168, !dbg !261
    #dbg_value(i136 %151, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !262)
  %170 = mul i32 %169, 31, !dbg !264
  %171 = add i32 %170, %153, !dbg !265
    #dbg_value(i136 %154, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %172 = mul i32 %171, 31, !dbg !268
  %173 = add i32 %172, %155, !dbg !269
  %174 = lshr i136 %154, 32, !dbg !270
  %175 = trunc i136 %174 to i32, !dbg !270
  %176 = xor i32 %173, %175, !dbg !271
  store i32 %176, ptr @crc, align 4, !dbg !271, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #3, !dbg !272
    #dbg_value(i64 2, !119, !DIExpression(), !233)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #3, !dbg !234
  %177 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.2, i32 noundef 2) #3, !dbg !235
  %178 = load i136, ptr getelementptr inbounds (i8, ptr @arr, i64 34), align 2, !dbg !236, !tbaa !130
    #dbg_value(i136 %178, !133, !DIExpression(), !237)
  %179 = shl i136 %178, 105, !dbg !239
  %180 = ashr exact i136 %179, 105, !dbg !239
  %181 = trunc nsw i136 %180 to i32, !dbg !239
  %182 = lshr i136 %178, 31, !dbg !240
  %183 = trunc i136 %182 to i32, !dbg !240
  %184 = and i32 %183, 536870911, !dbg !240
  %185 = shl i136 %178, 46, !dbg !241
  %186 = ashr i136 %185, 106, !dbg !241
  %187 = trunc nsw i136 %186 to i32, !dbg !241
  %188 = lshr i136 %178, 90, !dbg !242
  %189 = trunc i136 %188 to i32, !dbg !242
  %190 = and i32 %189, 134217727, !dbg !242
  %191 = ashr i136 %178, 117, !dbg !243
  %192 = trunc nsw i136 %191 to i32, !dbg !243
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i32 noundef %181, i32 noundef %184, i32 noundef %187, i32 noundef %190, i32 noundef %192), !dbg !244
    #dbg_value(i136 %180, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !245)
  %194 = load i32, ptr @crc, align 4, !dbg !247, !tbaa !157
  %195 = mul i32 %194, 31, !dbg !248
  %196 = add i32 %195, %181, !dbg !249
  %197 = lshr i136 %180, 32, !dbg !250
  %198 = trunc i136 %197 to i32, !dbg !250
  %199 = xor i32 %196, %198, !dbg !251
    #dbg_value(i136 %178, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 31, DW_OP_shr, DW_OP_constu, 536870911, DW_OP_and, DW_OP_stack_value), !252)
  %200 = mul i32 %199, 31, !dbg !254
  %201 = add i32 %200, %184, !dbg !255
    #dbg_value(i136 %186, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !256)
  %202 = mul i32 %201, 31, !dbg !258
  %203 = add i32 %202, %187, !dbg !259
  %204 = lshr i136 %186, 32, !dbg !260
  %205 = trunc i136 %204 to i32, !dbg !260
  %206 = xor i32 %203, %205, !dbg !261
    #dbg_value(i136 %188, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 134217727, DW_OP_and, DW_OP_stack_value), !262)
  %207 = mul i32 %206, 31, !dbg !264
  %208 = add i32 %207, %190, !dbg !265
    #dbg_value(i136 %191, !149, !DIExpression(DW_OP_LLVM_convert, 136, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !266)
  %209 = mul i32 %208, 31, !dbg !268
  %210 = add i32 %209, %192, !dbg !269
  %211 = lshr i136 %191, 32, !dbg !270
  %212 = trunc i136 %211 to i32, !dbg !270
  %213 = xor i32 %210, %212, !dbg !271
  store i32 %213, ptr @crc, align 4, !dbg !271, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #3, !dbg !272
    #dbg_value(i64 3, !119, !DIExpression(), !233)
  %214 = load i8, ptr @g2, align 1, !dbg !273, !tbaa !274
  %215 = sext i8 %214 to i32, !dbg !276
  %216 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !277
  %217 = trunc i168 %216 to i32, !dbg !277
  %218 = and i32 %217, 127, !dbg !277
  %219 = lshr i168 %216, 7, !dbg !278
  %220 = trunc i168 %219 to i32, !dbg !278
  %221 = lshr i168 %216, 39, !dbg !279
  %222 = trunc i168 %221 to i32, !dbg !279
  %223 = lshr i168 %216, 71, !dbg !280
  %224 = trunc i168 %223 to i32, !dbg !280
  %225 = lshr i168 %216, 103, !dbg !281
  %226 = trunc i168 %225 to i32, !dbg !281
  %227 = lshr i168 %216, 135, !dbg !282
  %228 = trunc i168 %227 to i32, !dbg !282
  %229 = lshr i168 %216, 167, !dbg !283
  %230 = trunc nuw nsw i168 %229 to i32, !dbg !283
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %215, i32 noundef %218, i32 noundef %220, i32 noundef %222, i32 noundef %224, i32 noundef %226, i32 noundef %228, i32 noundef %230), !dbg !284
  %232 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !285
  %233 = trunc i168 %232 to i32, !dbg !285
  %234 = add i32 %233, 30, !dbg !286
  %235 = lshr i168 %232, 7, !dbg !287
  %236 = trunc i168 %235 to i32, !dbg !287
  %237 = add nsw i32 %236, -1, !dbg !288
  %238 = zext i32 %237 to i168, !dbg !289
  %239 = shl nuw nsw i168 %238, 7, !dbg !289
  %240 = and i32 %234, 127, !dbg !289
  %241 = zext nneg i32 %240 to i168, !dbg !289
  %242 = lshr i168 %232, 71, !dbg !290
  %243 = trunc i168 %242 to i32, !dbg !290
  %244 = add nsw i32 %243, 1, !dbg !291
  %245 = zext i32 %244 to i168, !dbg !292
  %246 = shl nuw nsw i168 %245, 71, !dbg !292
  %247 = or disjoint i168 %239, %241, !dbg !292
  %248 = or disjoint i168 %247, %246, !dbg !292
  %249 = lshr i168 %232, 39, !dbg !293
  %250 = trunc i168 %249 to i32, !dbg !293
  %251 = add i32 %250, 1, !dbg !294
  %252 = zext i32 %251 to i168, !dbg !295
  %253 = shl nuw nsw i168 %252, 39, !dbg !295
  %254 = and i168 %232, -10141204801825835211973625643008, !dbg !296
  %255 = or disjoint i168 %248, %253, !dbg !296
  %256 = or disjoint i168 %255, %254, !dbg !296
  %257 = xor i168 %256, -187072209578355573530071658587684226515959365500928, !dbg !296
  store i168 %257, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !296
  %258 = lshr i168 %232, 103, !dbg !297
  %259 = trunc i168 %258 to i32, !dbg !297
  %260 = lshr i168 %256, 135, !dbg !298
  %261 = trunc i168 %260 to i32, !dbg !298
  %262 = lshr i168 %257, 167, !dbg !299
  %263 = trunc nuw nsw i168 %262 to i32, !dbg !299
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %240, i32 noundef %237, i32 noundef %251, i32 noundef %244, i32 noundef %259, i32 noundef %261, i32 noundef %263), !dbg !300
  %265 = load volatile i200, ptr @g3, align 16, !dbg !301
  %266 = trunc i200 %265 to i64, !dbg !301
  %267 = and i64 %266, 9223372036854775807, !dbg !301
  %268 = load volatile i200, ptr @g3, align 16, !dbg !302
  %269 = shl i200 %268, 74, !dbg !302
  %270 = ashr i200 %269, 137, !dbg !302
  %271 = trunc nsw i200 %270 to i64, !dbg !302
  %272 = load volatile i200, ptr @g3, align 16, !dbg !303
  %273 = lshr i200 %272, 126, !dbg !303
  %274 = trunc i200 %273 to i64, !dbg !303
  %275 = and i64 %274, 9223372036854775807, !dbg !303
  %276 = load volatile i200, ptr @g3, align 16, !dbg !304
  %277 = ashr i200 %276, 189, !dbg !304
  %278 = trunc nsw i200 %277 to i64, !dbg !304
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %267, i64 noundef %271, i64 noundef %275, i64 noundef %278), !dbg !305
  %280 = load volatile i200, ptr @g3, align 16, !dbg !306
  %281 = trunc i200 %280 to i64, !dbg !306
  %282 = add i64 %281, 1, !dbg !307
  %283 = load volatile i200, ptr @g3, align 16, !dbg !308
  %284 = and i64 %282, 9223372036854775807, !dbg !308
  %285 = zext nneg i64 %284 to i200, !dbg !308
  %286 = and i200 %283, -9223372036854775808, !dbg !308
  %287 = or disjoint i200 %286, %285, !dbg !308
  store volatile i200 %287, ptr @g3, align 16, !dbg !308
  %288 = load volatile i200, ptr @g3, align 16, !dbg !309
  %289 = lshr i200 %288, 63, !dbg !309
  %290 = trunc i200 %289 to i64, !dbg !309
  %291 = mul i64 %290, 1000000007, !dbg !310
  %292 = load volatile i200, ptr @g3, align 16, !dbg !311
  %293 = and i64 %291, 9223372036854775807, !dbg !311
  %294 = zext nneg i64 %293 to i200, !dbg !311
  %295 = shl nuw nsw i200 %294, 63, !dbg !311
  %296 = and i200 %292, -85070591730234615856620279821087277057, !dbg !311
  %297 = or disjoint i200 %295, %296, !dbg !311
  store volatile i200 %297, ptr @g3, align 16, !dbg !311
  %298 = load volatile i200, ptr @g3, align 16, !dbg !312
  %299 = load volatile i200, ptr @g3, align 16, !dbg !313
  %300 = shl i200 %298, 50, !dbg !313
  %301 = and i200 %300, 784541935952030977425826281211761407688818259362867838976, !dbg !313
  %302 = and i200 %299, -784637716923335095394403086170723686146950778700062261249, !dbg !313
  %303 = or disjoint i200 %302, %301, !dbg !313
  store volatile i200 %303, ptr @g3, align 16, !dbg !313
  %304 = load volatile i200, ptr @g3, align 16, !dbg !314
  %305 = ashr i200 %304, 189, !dbg !314
  %306 = trunc nsw i200 %305 to i16, !dbg !315
  %307 = sdiv i16 %306, 3, !dbg !315
  %308 = load volatile i200, ptr @g3, align 16, !dbg !316
  %309 = and i16 %307, 2047, !dbg !316
  %310 = zext nneg i16 %309 to i200, !dbg !316
  %311 = shl nuw i200 %310, 189, !dbg !316
  %312 = and i200 %308, 784637716923335095479473677900958302012794430558004314111, !dbg !316
  %313 = or disjoint i200 %311, %312, !dbg !316
  store volatile i200 %313, ptr @g3, align 16, !dbg !316
  %314 = load volatile i200, ptr @g3, align 16, !dbg !317
  %315 = trunc i200 %314 to i64, !dbg !317
  %316 = and i64 %315, 9223372036854775807, !dbg !317
  %317 = load volatile i200, ptr @g3, align 16, !dbg !318
  %318 = shl i200 %317, 74, !dbg !318
  %319 = ashr i200 %318, 137, !dbg !318
  %320 = trunc nsw i200 %319 to i64, !dbg !318
  %321 = load volatile i200, ptr @g3, align 16, !dbg !319
  %322 = lshr i200 %321, 126, !dbg !319
  %323 = trunc i200 %322 to i64, !dbg !319
  %324 = and i64 %323, 9223372036854775807, !dbg !319
  %325 = load volatile i200, ptr @g3, align 16, !dbg !320
  %326 = ashr i200 %325, 189, !dbg !320
  %327 = trunc nsw i200 %326 to i64, !dbg !320
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %316, i64 noundef %320, i64 noundef %324, i64 noundef %327), !dbg !321
  %329 = load i136, ptr @g1, align 16, !dbg !322
  %330 = shl i136 %329, 105, !dbg !322
  %331 = ashr exact i136 %330, 105, !dbg !322
  %332 = trunc nsw i136 %331 to i32, !dbg !322
  %333 = load i136, ptr @arr, align 16, !dbg !323
  %334 = shl i136 %333, 105, !dbg !323
  %335 = ashr exact i136 %334, 105, !dbg !323
  %336 = trunc nsw i136 %335 to i32, !dbg !323
  %337 = icmp slt i32 %332, %336, !dbg !324
  %338 = zext i1 %337 to i32, !dbg !324
    #dbg_value(i32 %338, !124, !DIExpression(), !325)
  %339 = load i136, ptr getelementptr inbounds (i8, ptr @arr, i64 17), align 1, !dbg !326
  %340 = shl i136 %339, 105, !dbg !326
  %341 = ashr exact i136 %340, 105, !dbg !326
  %342 = trunc nsw i136 %341 to i32, !dbg !326
  %343 = icmp eq i32 %342, 0, !dbg !327
  %344 = zext i1 %343 to i32, !dbg !327
    #dbg_value(i32 %344, !125, !DIExpression(), !325)
  %345 = load volatile i200, ptr @g3, align 16, !dbg !328
  %346 = ashr i200 %345, 189, !dbg !328
  %347 = trunc nsw i200 %346 to i32, !dbg !329
  %348 = icmp sgt i32 %347, -334, !dbg !330
  %349 = zext i1 %348 to i32, !dbg !330
    #dbg_value(i32 %349, !126, !DIExpression(), !325)
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %338, i32 noundef %344, i32 noundef %349), !dbg !331
  %351 = load i168, ptr getelementptr inbounds (i8, ptr @g2, i64 1), align 1, !dbg !332
  %352 = lshr i168 %351, 39, !dbg !332
    #dbg_value(i168 %352, !149, !DIExpression(DW_OP_LLVM_convert, 168, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_stack_value), !333)
  %353 = load i32, ptr @crc, align 4, !dbg !335, !tbaa !157
  %354 = mul i32 %353, 31, !dbg !336
  %355 = trunc i168 %352 to i32, !dbg !337
  %356 = add i32 %354, %355, !dbg !338
  %357 = load volatile i200, ptr @g3, align 16, !dbg !339
  %358 = lshr i200 %357, 126, !dbg !339
    #dbg_value(i200 %358, !149, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 9223372036854775807, DW_OP_and, DW_OP_stack_value), !340)
  %359 = mul i32 %356, 31, !dbg !342
  %360 = trunc i200 %358 to i32, !dbg !343
  %361 = add i32 %359, %360, !dbg !344
  %362 = lshr i200 %357, 158, !dbg !345
  %363 = trunc i200 %362 to i32, !dbg !345
  %364 = and i32 %363, 2147483647, !dbg !345
  %365 = xor i32 %361, %364, !dbg !346
  %366 = load volatile i200, ptr @g3, align 16, !dbg !347
  %367 = shl i200 %366, 74, !dbg !347
  %368 = ashr i200 %367, 137, !dbg !347
    #dbg_value(i200 %368, !149, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !348)
  %369 = mul i32 %365, 31, !dbg !350
  %370 = trunc i200 %368 to i32, !dbg !351
  %371 = add i32 %369, %370, !dbg !352
  %372 = lshr i200 %368, 32, !dbg !353
  %373 = trunc i200 %372 to i32, !dbg !353
  %374 = xor i32 %371, %373, !dbg !354
  store i32 %374, ptr @crc, align 4, !dbg !354, !tbaa !157
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %374), !dbg !355
  ret i32 0, !dbg !356
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !357 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !366 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_bitfields_wide.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "413c327a85f2792cc42e7f2e4130252a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "arr", scope: !14, file: !2, line: 37, type: !104, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !26, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !19, !24}
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !16)
!26 = !{!0, !7, !27, !32, !37, !42, !47, !52, !57, !12, !62, !64, !69, !79, !91}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 47)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 41)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 33)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 34)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 15)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 11)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "crc", scope: !14, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 30)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "g1", scope: !14, file: !2, line: 34, type: !71, isLocal: true, isDefinition: true)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s136", file: !2, line: 9, size: 136, align: 8, elements: !72)
!72 = !{!73, !75, !76, !77, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 10, baseType: !74, size: 31, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 11, baseType: !16, size: 29, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !71, file: !2, line: 12, baseType: !74, size: 30, offset: 60, flags: DIFlagBitField, extraData: i64 0)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !2, line: 13, baseType: !16, size: 27, offset: 90, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !71, file: !2, line: 14, baseType: !74, size: 19, offset: 117, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "g2", scope: !14, file: !2, line: 35, type: !81, isLocal: true, isDefinition: true)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s168", file: !2, line: 16, size: 176, align: 8, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88, !89, !90}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !81, file: !2, line: 17, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !2, line: 18, baseType: !16, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !81, file: !2, line: 19, baseType: !74, size: 32, offset: 15, flags: DIFlagBitField, extraData: i64 8)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !81, file: !2, line: 20, baseType: !16, size: 32, offset: 47, flags: DIFlagBitField, extraData: i64 8)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !81, file: !2, line: 21, baseType: !74, size: 32, offset: 79, flags: DIFlagBitField, extraData: i64 8)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "j", scope: !81, file: !2, line: 22, baseType: !16, size: 32, offset: 111, flags: DIFlagBitField, extraData: i64 8)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !81, file: !2, line: 23, baseType: !74, size: 32, offset: 143, flags: DIFlagBitField, extraData: i64 8)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !81, file: !2, line: 24, baseType: !16, size: 1, offset: 175, flags: DIFlagBitField, extraData: i64 8)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "g3", scope: !14, file: !2, line: 36, type: !93, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s200", file: !2, line: 26, size: 200, align: 8, elements: !95)
!95 = !{!96, !97, !102, !103}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !94, file: !2, line: 27, baseType: !19, size: 63, flags: DIFlagBitField, extraData: i64 0)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !94, file: !2, line: 28, baseType: !98, size: 63, offset: 63, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !22, line: 44, baseType: !101)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !94, file: !2, line: 29, baseType: !19, size: 63, offset: 126, flags: DIFlagBitField, extraData: i64 0)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !94, file: !2, line: 30, baseType: !98, size: 11, offset: 189, flags: DIFlagBitField, extraData: i64 0)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 408, elements: !5)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !114, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!74}
!116 = !{!117, !119, !121, !124, !125, !126}
!117 = !DILocalVariable(name: "n", scope: !118, file: !2, line: 58, type: !74)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 58, column: 5)
!119 = !DILocalVariable(name: "n", scope: !120, file: !2, line: 65, type: !74)
!120 = distinct !DILexicalBlock(scope: !113, file: !2, line: 65, column: 5)
!121 = !DILocalVariable(name: "name", scope: !122, file: !2, line: 66, type: !29)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 65, column: 33)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 65, column: 5)
!124 = !DILocalVariable(name: "lt", scope: !113, file: !2, line: 88, type: !74)
!125 = !DILocalVariable(name: "eq", scope: !113, file: !2, line: 88, type: !74)
!126 = !DILocalVariable(name: "ge", scope: !113, file: !2, line: 88, type: !74)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !122)
!129 = !DILocation(line: 51, column: 5, scope: !113)
!130 = !{!131, !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocalVariable(name: "s", arg: 2, scope: !134, file: !2, line: 45, type: !71)
!134 = distinct !DISubprogram(name: "dump136", scope: !2, file: !2, line: 45, type: !135, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !139)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !137, !71}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!139 = !{!140, !133}
!140 = !DILocalVariable(name: "name", arg: 1, scope: !134, file: !2, line: 45, type: !137)
!141 = !DILocation(line: 0, scope: !134, inlinedAt: !142)
!142 = distinct !DILocation(line: 51, column: 5, scope: !113)
!143 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !142)
!144 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !142)
!145 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !142)
!146 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !142)
!147 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !142)
!148 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !142)
!149 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 40, type: !19)
!150 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 40, type: !151, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !19}
!153 = !{!149}
!154 = !DILocation(line: 0, scope: !150, inlinedAt: !155)
!155 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !142)
!156 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !155)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !131, i64 0}
!159 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !155)
!160 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !155)
!161 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !155)
!162 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !155)
!163 = !DILocation(line: 0, scope: !150, inlinedAt: !164)
!164 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !142)
!165 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !164)
!166 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !164)
!167 = !DILocation(line: 0, scope: !150, inlinedAt: !168)
!168 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !142)
!169 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !168)
!170 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !168)
!171 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !168)
!172 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !150, inlinedAt: !174)
!174 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !142)
!175 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !174)
!176 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !174)
!177 = !DILocation(line: 0, scope: !150, inlinedAt: !178)
!178 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !142)
!179 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !178)
!180 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !178)
!181 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !178)
!182 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !178)
!183 = !DILocation(line: 52, column: 15, scope: !113)
!184 = !DILocation(line: 52, column: 17, scope: !113)
!185 = !DILocation(line: 52, column: 21, scope: !113)
!186 = !DILocation(line: 53, column: 10, scope: !113)
!187 = !DILocation(line: 54, column: 16, scope: !113)
!188 = !DILocation(line: 54, column: 12, scope: !113)
!189 = !DILocation(line: 54, column: 10, scope: !113)
!190 = !DILocation(line: 55, column: 10, scope: !113)
!191 = !DILocation(line: 56, column: 15, scope: !113)
!192 = !DILocation(line: 56, column: 17, scope: !113)
!193 = !DILocation(line: 56, column: 10, scope: !113)
!194 = !DILocation(line: 0, scope: !134, inlinedAt: !195)
!195 = distinct !DILocation(line: 57, column: 5, scope: !113)
!196 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !195)
!197 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !195)
!198 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !195)
!199 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !195)
!200 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !195)
!201 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !195)
!202 = !DILocation(line: 0, scope: !150, inlinedAt: !203)
!203 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !195)
!204 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !203)
!205 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !203)
!206 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !203)
!207 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !203)
!208 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !203)
!209 = !DILocation(line: 0, scope: !150, inlinedAt: !210)
!210 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !195)
!211 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !210)
!212 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !150, inlinedAt: !214)
!214 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !195)
!215 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !214)
!216 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !214)
!217 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !214)
!218 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !214)
!219 = !DILocation(line: 0, scope: !150, inlinedAt: !220)
!220 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !195)
!221 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !220)
!222 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !220)
!223 = !DILocation(line: 0, scope: !150, inlinedAt: !224)
!224 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !195)
!225 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !224)
!226 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !224)
!227 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !224)
!228 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !224)
!229 = !DILocation(line: 0, scope: !118)
!230 = !DILocation(line: 63, column: 18, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 58, column: 33)
!232 = distinct !DILexicalBlock(scope: !118, file: !2, line: 58, column: 5)
!233 = !DILocation(line: 0, scope: !120)
!234 = !DILocation(line: 66, column: 9, scope: !122)
!235 = !DILocation(line: 67, column: 9, scope: !122)
!236 = !DILocation(line: 68, column: 9, scope: !122)
!237 = !DILocation(line: 0, scope: !134, inlinedAt: !238)
!238 = distinct !DILocation(line: 68, column: 9, scope: !122)
!239 = !DILocation(line: 46, column: 54, scope: !134, inlinedAt: !238)
!240 = !DILocation(line: 46, column: 59, scope: !134, inlinedAt: !238)
!241 = !DILocation(line: 46, column: 64, scope: !134, inlinedAt: !238)
!242 = !DILocation(line: 46, column: 69, scope: !134, inlinedAt: !238)
!243 = !DILocation(line: 46, column: 74, scope: !134, inlinedAt: !238)
!244 = !DILocation(line: 46, column: 5, scope: !134, inlinedAt: !238)
!245 = !DILocation(line: 0, scope: !150, inlinedAt: !246)
!246 = distinct !DILocation(line: 47, column: 5, scope: !134, inlinedAt: !238)
!247 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !246)
!248 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !246)
!249 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !246)
!250 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !246)
!251 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !246)
!252 = !DILocation(line: 0, scope: !150, inlinedAt: !253)
!253 = distinct !DILocation(line: 47, column: 25, scope: !134, inlinedAt: !238)
!254 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !253)
!255 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !253)
!256 = !DILocation(line: 0, scope: !150, inlinedAt: !257)
!257 = distinct !DILocation(line: 47, column: 35, scope: !134, inlinedAt: !238)
!258 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !257)
!259 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !257)
!260 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !257)
!261 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !257)
!262 = !DILocation(line: 0, scope: !150, inlinedAt: !263)
!263 = distinct !DILocation(line: 47, column: 55, scope: !134, inlinedAt: !238)
!264 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !263)
!265 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !263)
!266 = !DILocation(line: 0, scope: !150, inlinedAt: !267)
!267 = distinct !DILocation(line: 47, column: 65, scope: !134, inlinedAt: !238)
!268 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !267)
!269 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !267)
!270 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !267)
!271 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !267)
!272 = !DILocation(line: 69, column: 5, scope: !123)
!273 = !DILocation(line: 70, column: 66, scope: !113)
!274 = !{!275, !131, i64 0}
!275 = !{!"s168", !131, i64 0, !158, i64 1, !158, i64 1, !158, i64 5, !158, i64 9, !158, i64 13, !158, i64 17, !158, i64 21}
!276 = !DILocation(line: 70, column: 63, scope: !113)
!277 = !DILocation(line: 70, column: 74, scope: !113)
!278 = !DILocation(line: 70, column: 80, scope: !113)
!279 = !DILocation(line: 70, column: 86, scope: !113)
!280 = !DILocation(line: 70, column: 92, scope: !113)
!281 = !DILocation(line: 71, column: 15, scope: !113)
!282 = !DILocation(line: 71, column: 21, scope: !113)
!283 = !DILocation(line: 71, column: 27, scope: !113)
!284 = !DILocation(line: 70, column: 5, scope: !113)
!285 = !DILocation(line: 72, column: 16, scope: !113)
!286 = !DILocation(line: 72, column: 18, scope: !113)
!287 = !DILocation(line: 73, column: 15, scope: !113)
!288 = !DILocation(line: 73, column: 17, scope: !113)
!289 = !DILocation(line: 73, column: 10, scope: !113)
!290 = !DILocation(line: 74, column: 15, scope: !113)
!291 = !DILocation(line: 74, column: 17, scope: !113)
!292 = !DILocation(line: 74, column: 10, scope: !113)
!293 = !DILocation(line: 75, column: 15, scope: !113)
!294 = !DILocation(line: 75, column: 17, scope: !113)
!295 = !DILocation(line: 75, column: 10, scope: !113)
!296 = !DILocation(line: 76, column: 10, scope: !113)
!297 = !DILocation(line: 77, column: 84, scope: !113)
!298 = !DILocation(line: 77, column: 90, scope: !113)
!299 = !DILocation(line: 78, column: 15, scope: !113)
!300 = !DILocation(line: 77, column: 5, scope: !113)
!301 = !DILocation(line: 79, column: 72, scope: !113)
!302 = !DILocation(line: 79, column: 89, scope: !113)
!303 = !DILocation(line: 80, column: 35, scope: !113)
!304 = !DILocation(line: 80, column: 52, scope: !113)
!305 = !DILocation(line: 79, column: 5, scope: !113)
!306 = !DILocation(line: 81, column: 15, scope: !113)
!307 = !DILocation(line: 81, column: 17, scope: !113)
!308 = !DILocation(line: 81, column: 10, scope: !113)
!309 = !DILocation(line: 82, column: 15, scope: !113)
!310 = !DILocation(line: 82, column: 17, scope: !113)
!311 = !DILocation(line: 82, column: 10, scope: !113)
!312 = !DILocation(line: 83, column: 15, scope: !113)
!313 = !DILocation(line: 83, column: 10, scope: !113)
!314 = !DILocation(line: 84, column: 15, scope: !113)
!315 = !DILocation(line: 84, column: 17, scope: !113)
!316 = !DILocation(line: 84, column: 10, scope: !113)
!317 = !DILocation(line: 85, column: 73, scope: !113)
!318 = !DILocation(line: 85, column: 90, scope: !113)
!319 = !DILocation(line: 86, column: 35, scope: !113)
!320 = !DILocation(line: 86, column: 52, scope: !113)
!321 = !DILocation(line: 85, column: 5, scope: !113)
!322 = !DILocation(line: 88, column: 17, scope: !113)
!323 = !DILocation(line: 88, column: 28, scope: !113)
!324 = !DILocation(line: 88, column: 19, scope: !113)
!325 = !DILocation(line: 0, scope: !113)
!326 = !DILocation(line: 88, column: 43, scope: !113)
!327 = !DILocation(line: 88, column: 45, scope: !113)
!328 = !DILocation(line: 88, column: 59, scope: !113)
!329 = !DILocation(line: 88, column: 56, scope: !113)
!330 = !DILocation(line: 88, column: 61, scope: !113)
!331 = !DILocation(line: 89, column: 5, scope: !113)
!332 = !DILocation(line: 90, column: 12, scope: !113)
!333 = !DILocation(line: 0, scope: !150, inlinedAt: !334)
!334 = distinct !DILocation(line: 90, column: 5, scope: !113)
!335 = !DILocation(line: 41, column: 11, scope: !150, inlinedAt: !334)
!336 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !334)
!337 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !334)
!338 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !334)
!339 = !DILocation(line: 90, column: 23, scope: !113)
!340 = !DILocation(line: 0, scope: !150, inlinedAt: !341)
!341 = distinct !DILocation(line: 90, column: 16, scope: !113)
!342 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !341)
!343 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !341)
!344 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !341)
!345 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !341)
!346 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !341)
!347 = !DILocation(line: 90, column: 44, scope: !113)
!348 = !DILocation(line: 0, scope: !150, inlinedAt: !349)
!349 = distinct !DILocation(line: 90, column: 27, scope: !113)
!350 = !DILocation(line: 41, column: 15, scope: !150, inlinedAt: !349)
!351 = !DILocation(line: 41, column: 23, scope: !150, inlinedAt: !349)
!352 = !DILocation(line: 41, column: 21, scope: !150, inlinedAt: !349)
!353 = !DILocation(line: 42, column: 12, scope: !150, inlinedAt: !349)
!354 = !DILocation(line: 42, column: 9, scope: !150, inlinedAt: !349)
!355 = !DILocation(line: 91, column: 5, scope: !113)
!356 = !DILocation(line: 92, column: 5, scope: !113)
!357 = !DISubprogram(name: "snprintf", scope: !358, file: !358, line: 378, type: !359, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!359 = !DISubroutineType(types: !360)
!360 = !{!74, !361, !363, !365, null}
!361 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !364, line: 18, baseType: !23)
!364 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!365 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!366 = !DISubprogram(name: "printf", scope: !358, file: !358, line: 356, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!74, !365, null}
