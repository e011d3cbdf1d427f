; ModuleID = 'hash_table.c'
source_filename = "hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [53 x i8] c"after %d inserts: count=%zu buckets=%zu rehashes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"deleted=%d count=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"buckets=%zu longest chain=%zu empty=%zu value total=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"  [%zu] %s = %ld\0A\00", align 1, !dbg !22
@make_key.syll = internal unnamed_addr constant [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16, !dbg !24
@.str.5 = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [3 x i8] c"lo\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"mi\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [3 x i8] c"nu\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [3 x i8] c"ra\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [3 x i8] c"si\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !53

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
  %1 = alloca %struct.table, align 8, !DIAssignID !127
    #dbg_assign(i1 undef, !76, !DIExpression(), !127, ptr %1, !DIExpression(), !128)
  %2 = alloca [64 x i8], align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !93, !DIExpression(), !129, ptr %2, !DIExpression(), !128)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15, !dbg !130
    #dbg_value(ptr %1, !131, !DIExpression(), !138)
    #dbg_value(i64 3, !137, !DIExpression(), !138)
  %3 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #16, !dbg !140
  store ptr %3, ptr %1, align 8, !dbg !141, !tbaa !142, !DIAssignID !149
    #dbg_assign(ptr %3, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !149, ptr %1, !DIExpression(), !128)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !150
  store i64 3, ptr %4, align 8, !dbg !151, !tbaa !152, !DIAssignID !153
    #dbg_assign(i64 3, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153, ptr %4, !DIExpression(), !128)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !154
  store i64 0, ptr %5, align 8, !dbg !155, !tbaa !156, !DIAssignID !157
    #dbg_assign(i64 0, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !157, ptr %5, !DIExpression(), !128)
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !158
  store i32 0, ptr %6, align 8, !dbg !159, !tbaa !160, !DIAssignID !161
    #dbg_assign(i32 0, !76, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !161, ptr %6, !DIExpression(), !128)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #15, !dbg !162
    #dbg_value(i32 0, !97, !DIExpression(), !163)
  br label %7, !dbg !164

7:                                                ; preds = %0, %31
  %8 = phi i64 [ 0, %0 ], [ %24, %31 ]
    #dbg_value(i64 %8, !97, !DIExpression(), !163)
    #dbg_value(ptr %2, !56, !DIExpression(), !165)
    #dbg_value(i64 %8, !57, !DIExpression(), !165)
  store i8 0, ptr %2, align 16, !dbg !169, !tbaa !170, !DIAssignID !171
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171, ptr %2, !DIExpression(), !128)
    #dbg_value(i64 %8, !58, !DIExpression(), !165)
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !172
  br label %10, !dbg !172

10:                                               ; preds = %10, %7
  %11 = phi i32 [ %9, %7 ], [ %17, %10 ], !dbg !165
    #dbg_value(i32 %11, !58, !DIExpression(), !165)
  %12 = srem i32 %11, 8, !dbg !173
  %13 = sext i32 %12 to i64, !dbg !175
  %14 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %13, !dbg !175
  %15 = load ptr, ptr %14, align 8, !dbg !175, !tbaa !176
  %16 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %15) #15, !dbg !177
  %17 = sdiv i32 %11, 8, !dbg !178
    #dbg_value(i32 %17, !58, !DIExpression(), !165)
  %18 = add nsw i32 %11, 7, !dbg !179
  %19 = icmp ult i32 %18, 15, !dbg !179
  br i1 %19, label %20, label %10, !dbg !179, !llvm.loop !180

20:                                               ; preds = %10
  %21 = mul nuw nsw i64 %8, %8, !dbg !183
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %21), !dbg !184
  %22 = urem i32 %9, 50, !dbg !185
  %23 = icmp eq i32 %22, 0, !dbg !187
  %24 = add nuw nsw i64 %8, 1, !dbg !188
  br i1 %23, label %25, label %31, !dbg !189

25:                                               ; preds = %20
  %26 = load i64, ptr %5, align 8, !dbg !190, !tbaa !156
  %27 = load i64, ptr %4, align 8, !dbg !191, !tbaa !152
  %28 = load i32, ptr %6, align 8, !dbg !192, !tbaa !160
  %29 = trunc nuw nsw i64 %24 to i32, !dbg !193
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29, i64 noundef %26, i64 noundef %27, i32 noundef %28), !dbg !193
  br label %31, !dbg !193

31:                                               ; preds = %20, %25
    #dbg_value(i64 %24, !97, !DIExpression(), !163)
  %32 = icmp eq i64 %24, 300, !dbg !194
  br i1 %32, label %36, label %7, !dbg !164, !llvm.loop !195

33:                                               ; preds = %49
  %34 = load ptr, ptr %1, align 8, !tbaa !142
  %35 = load i64, ptr %4, align 8, !tbaa !152
    #dbg_value(i32 0, !103, !DIExpression(), !197)
    #dbg_value(i32 0, !102, !DIExpression(), !128)
    #dbg_value(i64 0, !101, !DIExpression(), !128)
  br label %55, !dbg !198

36:                                               ; preds = %31, %49
  %37 = phi i64 [ %51, %49 ], [ 0, %31 ]
    #dbg_value(i64 %37, !99, !DIExpression(), !199)
    #dbg_value(ptr %2, !56, !DIExpression(), !200)
    #dbg_value(i64 %37, !57, !DIExpression(), !200)
  store i8 0, ptr %2, align 16, !dbg !204, !tbaa !170, !DIAssignID !205
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !205, ptr %2, !DIExpression(), !128)
    #dbg_value(i64 %37, !58, !DIExpression(), !200)
  %38 = trunc nuw nsw i64 %37 to i32, !dbg !206
  br label %39, !dbg !206

39:                                               ; preds = %39, %36
  %40 = phi i32 [ %38, %36 ], [ %46, %39 ], !dbg !200
    #dbg_value(i32 %40, !58, !DIExpression(), !200)
  %41 = srem i32 %40, 8, !dbg !207
  %42 = sext i32 %41 to i64, !dbg !208
  %43 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %42, !dbg !208
  %44 = load ptr, ptr %43, align 8, !dbg !208, !tbaa !176
  %45 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %44) #15, !dbg !209
  %46 = sdiv i32 %40, 8, !dbg !210
    #dbg_value(i32 %46, !58, !DIExpression(), !200)
  %47 = add nsw i32 %40, 7, !dbg !211
  %48 = icmp ult i32 %47, 15, !dbg !211
  br i1 %48, label %49, label %39, !dbg !211, !llvm.loop !212

49:                                               ; preds = %39
  %50 = sub nsw i64 0, %37, !dbg !214
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %50), !dbg !215
  %51 = add nuw nsw i64 %37, 3, !dbg !216
    #dbg_value(i64 %51, !99, !DIExpression(), !199)
  %52 = icmp ult i64 %37, 297, !dbg !217
  br i1 %52, label %36, label %33, !dbg !218, !llvm.loop !219

53:                                               ; preds = %102
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104, i64 noundef %103), !dbg !221
    #dbg_value(i32 0, !108, !DIExpression(), !128)
    #dbg_value(i32 0, !109, !DIExpression(), !222)
  br label %165, !dbg !223

55:                                               ; preds = %33, %102
  %56 = phi i32 [ 0, %33 ], [ %105, %102 ]
  %57 = phi i32 [ 0, %33 ], [ %104, %102 ]
  %58 = phi i64 [ 0, %33 ], [ %103, %102 ]
    #dbg_value(i32 %56, !103, !DIExpression(), !197)
    #dbg_value(i32 %57, !102, !DIExpression(), !128)
    #dbg_value(i64 %58, !101, !DIExpression(), !128)
    #dbg_value(ptr %2, !56, !DIExpression(), !224)
    #dbg_value(i32 %56, !57, !DIExpression(), !224)
  store i8 0, ptr %2, align 16, !dbg !226, !tbaa !170, !DIAssignID !227
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !227, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 %56, !58, !DIExpression(), !224)
  br label %59, !dbg !228

59:                                               ; preds = %59, %55
  %60 = phi i32 [ %56, %55 ], [ %66, %59 ], !dbg !224
    #dbg_value(i32 %60, !58, !DIExpression(), !224)
  %61 = srem i32 %60, 8, !dbg !229
  %62 = sext i32 %61 to i64, !dbg !230
  %63 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %62, !dbg !230
  %64 = load ptr, ptr %63, align 8, !dbg !230, !tbaa !176
  %65 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %64) #15, !dbg !231
  %66 = sdiv i32 %60, 8, !dbg !232
    #dbg_value(i32 %66, !58, !DIExpression(), !224)
  %67 = add nsw i32 %60, 7, !dbg !233
  %68 = icmp ult i32 %67, 15, !dbg !233
  br i1 %68, label %69, label %59, !dbg !233, !llvm.loop !234

69:                                               ; preds = %59
    #dbg_value(ptr %1, !236, !DIExpression(), !244)
    #dbg_value(ptr %2, !241, !DIExpression(), !244)
    #dbg_value(ptr %2, !246, !DIExpression(), !252)
    #dbg_value(i64 5381, !251, !DIExpression(), !252)
  %70 = load i8, ptr %2, align 16, !dbg !254, !tbaa !170
  %71 = icmp eq i8 %70, 0, !dbg !255
  br i1 %71, label %82, label %72, !dbg !255

72:                                               ; preds = %69, %72
  %73 = phi i8 [ %80, %72 ], [ %70, %69 ]
  %74 = phi i64 [ %79, %72 ], [ 5381, %69 ]
  %75 = phi ptr [ %77, %72 ], [ %2, %69 ]
    #dbg_value(i64 %74, !251, !DIExpression(), !252)
    #dbg_value(ptr %75, !246, !DIExpression(), !252)
  %76 = mul i64 %74, 33, !dbg !256
  %77 = getelementptr inbounds i8, ptr %75, i64 1, !dbg !257
    #dbg_value(ptr %77, !246, !DIExpression(), !252)
  %78 = zext i8 %73 to i64, !dbg !258
  %79 = add i64 %76, %78, !dbg !259
    #dbg_value(i64 %79, !251, !DIExpression(), !252)
  %80 = load i8, ptr %77, align 1, !dbg !254, !tbaa !170
  %81 = icmp eq i8 %80, 0, !dbg !255
  br i1 %81, label %82, label %72, !dbg !255, !llvm.loop !260

82:                                               ; preds = %72, %69
  %83 = phi i64 [ 5381, %69 ], [ %79, %72 ], !dbg !252
  %84 = urem i64 %83, %35, !dbg !261
  %85 = getelementptr inbounds ptr, ptr %34, i64 %84, !dbg !262
    #dbg_value(ptr poison, !242, !DIExpression(), !263)
  %86 = load ptr, ptr %85, align 8, !dbg !264, !tbaa !176
  %87 = icmp eq ptr %86, null, !dbg !265
  br i1 %87, label %102, label %88, !dbg !265

88:                                               ; preds = %82, %93
  %89 = phi ptr [ %95, %93 ], [ %86, %82 ]
  %90 = load ptr, ptr %89, align 8, !dbg !266, !tbaa !269
  %91 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %90, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !271
  %92 = icmp eq i32 %91, 0, !dbg !272
  br i1 %92, label %97, label %93, !dbg !273

93:                                               ; preds = %88
  %94 = getelementptr inbounds i8, ptr %89, i64 16, !dbg !274
    #dbg_value(ptr poison, !242, !DIExpression(), !263)
  %95 = load ptr, ptr %94, align 8, !dbg !264, !tbaa !176
    #dbg_value(ptr %95, !242, !DIExpression(), !263)
  %96 = icmp eq ptr %95, null, !dbg !265
  br i1 %96, label %102, label %88, !dbg !265, !llvm.loop !275

97:                                               ; preds = %88
    #dbg_value(ptr %89, !105, !DIExpression(), !277)
  %98 = add nsw i32 %57, 1, !dbg !278
    #dbg_value(i32 %98, !102, !DIExpression(), !128)
  %99 = getelementptr inbounds i8, ptr %89, i64 8, !dbg !281
  %100 = load i64, ptr %99, align 8, !dbg !281, !tbaa !282
  %101 = add nsw i64 %100, %58, !dbg !283
    #dbg_value(i64 %101, !101, !DIExpression(), !128)
  br label %102, !dbg !284

102:                                              ; preds = %93, %82, %97
  %103 = phi i64 [ %101, %97 ], [ %58, %82 ], [ %58, %93 ], !dbg !128
  %104 = phi i32 [ %98, %97 ], [ %57, %82 ], [ %57, %93 ], !dbg !128
    #dbg_value(i32 %104, !102, !DIExpression(), !128)
    #dbg_value(i64 %103, !101, !DIExpression(), !128)
  %105 = add nuw nsw i32 %56, 7, !dbg !285
    #dbg_value(i32 %105, !103, !DIExpression(), !197)
  %106 = icmp ult i32 %56, 393, !dbg !286
  br i1 %106, label %55, label %53, !dbg !198, !llvm.loop !287

107:                                              ; preds = %222
    #dbg_value(ptr %2, !56, !DIExpression(), !289)
    #dbg_value(i32 1000, !57, !DIExpression(), !289)
  store i8 0, ptr %2, align 16, !dbg !291, !tbaa !170, !DIAssignID !292
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !292, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 1000, !58, !DIExpression(), !289)
  %108 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !293
  %109 = getelementptr inbounds i8, ptr %2, i64 %108, !dbg !293
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %109, ptr noundef nonnull align 1 dereferenceable(3) @.str.5, i64 3, i1 false), !dbg !293
    #dbg_value(i32 125, !58, !DIExpression(), !289)
  %110 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !293
  %111 = getelementptr inbounds i8, ptr %2, i64 %110, !dbg !293
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %111, ptr noundef nonnull align 1 dereferenceable(3) @.str.10, i64 3, i1 false), !dbg !293
    #dbg_value(i32 15, !58, !DIExpression(), !289)
  %112 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !293
  %113 = getelementptr inbounds i8, ptr %2, i64 %112, !dbg !293
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %113, ptr noundef nonnull align 1 dereferenceable(3) @.str.12, i64 3, i1 false), !dbg !293
    #dbg_value(i32 1, !58, !DIExpression(), !289)
  %114 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !293
  %115 = getelementptr inbounds i8, ptr %2, i64 %114, !dbg !293
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %115, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i64 3, i1 false), !dbg !293
    #dbg_value(i32 0, !58, !DIExpression(), !289)
    #dbg_value(ptr %1, !294, !DIExpression(), !306)
    #dbg_value(ptr %2, !299, !DIExpression(), !306)
  %116 = load ptr, ptr %1, align 8, !dbg !308, !tbaa !142
    #dbg_value(ptr %2, !246, !DIExpression(), !309)
    #dbg_value(i64 5381, !251, !DIExpression(), !309)
  %117 = load i8, ptr %2, align 16, !dbg !311, !tbaa !170
  %118 = icmp eq i8 %117, 0, !dbg !312
  br i1 %118, label %129, label %119, !dbg !312

119:                                              ; preds = %107, %119
  %120 = phi i8 [ %127, %119 ], [ %117, %107 ]
  %121 = phi i64 [ %126, %119 ], [ 5381, %107 ]
  %122 = phi ptr [ %124, %119 ], [ %2, %107 ]
    #dbg_value(i64 %121, !251, !DIExpression(), !309)
    #dbg_value(ptr %122, !246, !DIExpression(), !309)
  %123 = mul i64 %121, 33, !dbg !313
  %124 = getelementptr inbounds i8, ptr %122, i64 1, !dbg !314
    #dbg_value(ptr %124, !246, !DIExpression(), !309)
  %125 = zext i8 %120 to i64, !dbg !315
  %126 = add i64 %123, %125, !dbg !316
    #dbg_value(i64 %126, !251, !DIExpression(), !309)
  %127 = load i8, ptr %124, align 1, !dbg !311, !tbaa !170
  %128 = icmp eq i8 %127, 0, !dbg !312
  br i1 %128, label %129, label %119, !dbg !312, !llvm.loop !317

129:                                              ; preds = %119, %107
  %130 = phi i64 [ 5381, %107 ], [ %126, %119 ], !dbg !309
  %131 = load i64, ptr %4, align 8, !dbg !318, !tbaa !152
  %132 = urem i64 %130, %131, !dbg !319
  %133 = getelementptr inbounds ptr, ptr %116, i64 %132, !dbg !320
    #dbg_value(ptr %133, !300, !DIExpression(), !306)
  %134 = load ptr, ptr %133, align 8, !dbg !321, !tbaa !176
  %135 = icmp eq ptr %134, null, !dbg !322
  br i1 %135, label %159, label %136, !dbg !322

136:                                              ; preds = %129
    #dbg_value(ptr %133, !300, !DIExpression(), !306)
  %137 = load ptr, ptr %134, align 8, !dbg !323, !tbaa !269
  %138 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %137, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !324
  %139 = icmp eq i32 %138, 0, !dbg !325
  br i1 %139, label %146, label %154, !dbg !326

140:                                              ; preds = %154
    #dbg_value(ptr %156, !300, !DIExpression(), !306)
  %141 = load ptr, ptr %157, align 8, !dbg !323, !tbaa !269
  %142 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %141, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !324
  %143 = icmp eq i32 %142, 0, !dbg !325
  br i1 %143, label %144, label %154, !dbg !326, !llvm.loop !327

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, ptr %155, i64 16
  br label %146, !dbg !329

146:                                              ; preds = %144, %136
  %147 = phi ptr [ %134, %136 ], [ %157, %144 ]
  %148 = phi ptr [ %133, %136 ], [ %145, %144 ]
    #dbg_value(ptr %147, !301, !DIExpression(), !330)
  %149 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !329
  %150 = load ptr, ptr %149, align 8, !dbg !329, !tbaa !331
  store ptr %150, ptr %148, align 8, !dbg !332, !tbaa !176
  %151 = load ptr, ptr %147, align 8, !dbg !333, !tbaa !269
  call void @free(ptr noundef %151) #15, !dbg !334
  call void @free(ptr noundef nonnull %147) #15, !dbg !335
  %152 = load i64, ptr %5, align 8, !dbg !336, !tbaa !156
  %153 = add i64 %152, -1, !dbg !336
  store i64 %153, ptr %5, align 8, !dbg !336, !tbaa !156, !DIAssignID !337
    #dbg_assign(i64 %153, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !337, ptr %5, !DIExpression(), !128)
  br label %159

154:                                              ; preds = %136, %140
  %155 = phi ptr [ %157, %140 ], [ %134, %136 ]
  %156 = getelementptr inbounds i8, ptr %155, i64 16, !dbg !338
    #dbg_value(ptr %156, !300, !DIExpression(), !306)
  %157 = load ptr, ptr %156, align 8, !dbg !321, !tbaa !176
  %158 = icmp eq ptr %157, null, !dbg !322
  br i1 %158, label %159, label %140, !dbg !322, !llvm.loop !327

159:                                              ; preds = %154, %129, %146
  %160 = phi i32 [ 1, %146 ], [ 0, %129 ], [ 0, %154 ], !dbg !306
  %161 = add nuw nsw i32 %160, %224, !dbg !339
    #dbg_value(i32 %161, !108, !DIExpression(), !128)
  %162 = load i64, ptr %5, align 8, !dbg !340, !tbaa !156
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %161, i64 noundef %162), !dbg !341
    #dbg_value(i64 0, !111, !DIExpression(), !128)
    #dbg_value(i64 0, !112, !DIExpression(), !128)
    #dbg_value(i64 0, !113, !DIExpression(), !128)
    #dbg_value(i64 0, !114, !DIExpression(), !342)
  %164 = call i64 @llvm.umax.i64(i64 %131, i64 1), !dbg !343
  br label %229, !dbg !343

165:                                              ; preds = %53, %222
  %166 = phi i32 [ 0, %53 ], [ %225, %222 ]
  %167 = phi i32 [ 0, %53 ], [ %224, %222 ]
    #dbg_value(i32 %166, !109, !DIExpression(), !222)
    #dbg_value(i32 %167, !108, !DIExpression(), !128)
    #dbg_value(ptr %2, !56, !DIExpression(), !344)
    #dbg_value(i32 %166, !57, !DIExpression(), !344)
  store i8 0, ptr %2, align 16, !dbg !348, !tbaa !170, !DIAssignID !349
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !349, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 %166, !58, !DIExpression(), !344)
  br label %168, !dbg !350

168:                                              ; preds = %168, %165
  %169 = phi i32 [ %166, %165 ], [ %175, %168 ], !dbg !344
    #dbg_value(i32 %169, !58, !DIExpression(), !344)
  %170 = srem i32 %169, 8, !dbg !351
  %171 = sext i32 %170 to i64, !dbg !352
  %172 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %171, !dbg !352
  %173 = load ptr, ptr %172, align 8, !dbg !352, !tbaa !176
  %174 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %173) #15, !dbg !353
  %175 = sdiv i32 %169, 8, !dbg !354
    #dbg_value(i32 %175, !58, !DIExpression(), !344)
  %176 = add nsw i32 %169, 7, !dbg !355
  %177 = icmp ult i32 %176, 15, !dbg !355
  br i1 %177, label %178, label %168, !dbg !355, !llvm.loop !356

178:                                              ; preds = %168
    #dbg_value(ptr %1, !294, !DIExpression(), !358)
    #dbg_value(ptr %2, !299, !DIExpression(), !358)
  %179 = load ptr, ptr %1, align 8, !dbg !360, !tbaa !142
    #dbg_value(ptr %2, !246, !DIExpression(), !361)
    #dbg_value(i64 5381, !251, !DIExpression(), !361)
  %180 = load i8, ptr %2, align 16, !dbg !363, !tbaa !170
  %181 = icmp eq i8 %180, 0, !dbg !364
  br i1 %181, label %192, label %182, !dbg !364

182:                                              ; preds = %178, %182
  %183 = phi i8 [ %190, %182 ], [ %180, %178 ]
  %184 = phi i64 [ %189, %182 ], [ 5381, %178 ]
  %185 = phi ptr [ %187, %182 ], [ %2, %178 ]
    #dbg_value(i64 %184, !251, !DIExpression(), !361)
    #dbg_value(ptr %185, !246, !DIExpression(), !361)
  %186 = mul i64 %184, 33, !dbg !365
  %187 = getelementptr inbounds i8, ptr %185, i64 1, !dbg !366
    #dbg_value(ptr %187, !246, !DIExpression(), !361)
  %188 = zext i8 %183 to i64, !dbg !367
  %189 = add i64 %186, %188, !dbg !368
    #dbg_value(i64 %189, !251, !DIExpression(), !361)
  %190 = load i8, ptr %187, align 1, !dbg !363, !tbaa !170
  %191 = icmp eq i8 %190, 0, !dbg !364
  br i1 %191, label %192, label %182, !dbg !364, !llvm.loop !369

192:                                              ; preds = %182, %178
  %193 = phi i64 [ 5381, %178 ], [ %189, %182 ], !dbg !361
  %194 = load i64, ptr %4, align 8, !dbg !370, !tbaa !152
  %195 = urem i64 %193, %194, !dbg !371
  %196 = getelementptr inbounds ptr, ptr %179, i64 %195, !dbg !372
    #dbg_value(ptr %196, !300, !DIExpression(), !358)
  %197 = load ptr, ptr %196, align 8, !dbg !373, !tbaa !176
  %198 = icmp eq ptr %197, null, !dbg !374
  br i1 %198, label %222, label %199, !dbg !374

199:                                              ; preds = %192
    #dbg_value(ptr %196, !300, !DIExpression(), !358)
  %200 = load ptr, ptr %197, align 8, !dbg !375, !tbaa !269
  %201 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %200, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !376
  %202 = icmp eq i32 %201, 0, !dbg !377
  br i1 %202, label %209, label %217, !dbg !378

203:                                              ; preds = %217
    #dbg_value(ptr poison, !300, !DIExpression(), !358)
  %204 = load ptr, ptr %220, align 8, !dbg !375, !tbaa !269
  %205 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %204, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !376
  %206 = icmp eq i32 %205, 0, !dbg !377
  br i1 %206, label %207, label %217, !dbg !378, !llvm.loop !379

207:                                              ; preds = %203
  %208 = getelementptr inbounds i8, ptr %218, i64 16
  br label %209, !dbg !381

209:                                              ; preds = %207, %199
  %210 = phi ptr [ %197, %199 ], [ %220, %207 ]
  %211 = phi ptr [ %196, %199 ], [ %208, %207 ]
    #dbg_value(ptr %210, !301, !DIExpression(), !382)
  %212 = getelementptr inbounds i8, ptr %210, i64 16, !dbg !381
  %213 = load ptr, ptr %212, align 8, !dbg !381, !tbaa !331
  store ptr %213, ptr %211, align 8, !dbg !383, !tbaa !176
  %214 = load ptr, ptr %210, align 8, !dbg !384, !tbaa !269
  call void @free(ptr noundef %214) #15, !dbg !385
  call void @free(ptr noundef nonnull %210) #15, !dbg !386
  %215 = load i64, ptr %5, align 8, !dbg !387, !tbaa !156
  %216 = add i64 %215, -1, !dbg !387
  store i64 %216, ptr %5, align 8, !dbg !387, !tbaa !156, !DIAssignID !388
    #dbg_assign(i64 %216, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !388, ptr %5, !DIExpression(), !128)
  br label %222

217:                                              ; preds = %199, %203
  %218 = phi ptr [ %220, %203 ], [ %197, %199 ]
  %219 = getelementptr inbounds i8, ptr %218, i64 16, !dbg !389
    #dbg_value(ptr %219, !300, !DIExpression(), !358)
  %220 = load ptr, ptr %219, align 8, !dbg !373, !tbaa !176
  %221 = icmp eq ptr %220, null, !dbg !374
  br i1 %221, label %222, label %203, !dbg !374, !llvm.loop !379

222:                                              ; preds = %217, %192, %209
  %223 = phi i32 [ 1, %209 ], [ 0, %192 ], [ 0, %217 ], !dbg !358
  %224 = add nuw nsw i32 %223, %167, !dbg !390
    #dbg_value(i32 %224, !108, !DIExpression(), !128)
  %225 = add nuw nsw i32 %166, 2, !dbg !391
    #dbg_value(i32 %225, !109, !DIExpression(), !222)
  %226 = icmp ult i32 %166, 298, !dbg !392
  br i1 %226, label %165, label %107, !dbg !223, !llvm.loop !393

227:                                              ; preds = %237
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %131, i64 noundef %240, i64 noundef %243, i64 noundef %238), !dbg !395
    #dbg_value(i32 0, !121, !DIExpression(), !128)
    #dbg_value(i64 0, !122, !DIExpression(), !396)
  br label %272, !dbg !397

229:                                              ; preds = %159, %237
  %230 = phi i64 [ 0, %159 ], [ %244, %237 ]
  %231 = phi i64 [ 0, %159 ], [ %238, %237 ]
  %232 = phi i64 [ 0, %159 ], [ %243, %237 ]
  %233 = phi i64 [ 0, %159 ], [ %240, %237 ]
    #dbg_value(i64 %230, !114, !DIExpression(), !342)
    #dbg_value(i64 %231, !113, !DIExpression(), !128)
    #dbg_value(i64 %232, !112, !DIExpression(), !128)
    #dbg_value(i64 %233, !111, !DIExpression(), !128)
    #dbg_value(i64 0, !116, !DIExpression(), !398)
  %234 = getelementptr inbounds ptr, ptr %116, i64 %230, !dbg !399
    #dbg_value(ptr poison, !119, !DIExpression(), !400)
  %235 = load ptr, ptr %234, align 8, !dbg !401, !tbaa !176
  %236 = icmp eq ptr %235, null, !dbg !402
  br i1 %236, label %237, label %246, !dbg !402

237:                                              ; preds = %246, %229
  %238 = phi i64 [ %231, %229 ], [ %253, %246 ], !dbg !128
  %239 = phi i64 [ 0, %229 ], [ %250, %246 ], !dbg !398
  %240 = call i64 @llvm.umax.i64(i64 %239, i64 %233), !dbg !403
    #dbg_value(i64 %240, !111, !DIExpression(), !128)
  %241 = icmp eq i64 %239, 0, !dbg !404
  %242 = zext i1 %241 to i64, !dbg !406
  %243 = add i64 %232, %242, !dbg !406
    #dbg_value(i64 %243, !112, !DIExpression(), !128)
  %244 = add nuw i64 %230, 1, !dbg !407
    #dbg_value(i64 %244, !114, !DIExpression(), !342)
    #dbg_value(i64 %238, !113, !DIExpression(), !128)
  %245 = icmp eq i64 %244, %164, !dbg !408
  br i1 %245, label %227, label %229, !dbg !343, !llvm.loop !409

246:                                              ; preds = %229, %246
  %247 = phi ptr [ %255, %246 ], [ %235, %229 ]
  %248 = phi i64 [ %250, %246 ], [ 0, %229 ]
  %249 = phi i64 [ %253, %246 ], [ %231, %229 ]
    #dbg_value(i64 %248, !116, !DIExpression(), !398)
    #dbg_value(i64 %249, !113, !DIExpression(), !128)
  %250 = add i64 %248, 1, !dbg !411
    #dbg_value(i64 %250, !116, !DIExpression(), !398)
  %251 = getelementptr inbounds i8, ptr %247, i64 8, !dbg !414
  %252 = load i64, ptr %251, align 8, !dbg !414, !tbaa !282
  %253 = add nsw i64 %252, %249, !dbg !415
    #dbg_value(i64 %253, !113, !DIExpression(), !128)
  %254 = getelementptr inbounds i8, ptr %247, i64 16, !dbg !416
    #dbg_value(ptr poison, !119, !DIExpression(), !400)
  %255 = load ptr, ptr %254, align 8, !dbg !401, !tbaa !176
    #dbg_value(ptr %255, !119, !DIExpression(), !400)
  %256 = icmp eq ptr %255, null, !dbg !402
  br i1 %256, label %237, label %246, !dbg !402, !llvm.loop !417

257:                                              ; preds = %278, %268
  %258 = phi i64 [ %269, %268 ], [ 0, %278 ]
    #dbg_value(i64 %258, !419, !DIExpression(), !431)
  %259 = getelementptr inbounds ptr, ptr %116, i64 %258, !dbg !433
  %260 = load ptr, ptr %259, align 8, !dbg !433, !tbaa !176
    #dbg_value(ptr %260, !426, !DIExpression(), !434)
  %261 = icmp eq ptr %260, null, !dbg !435
  br i1 %261, label %268, label %262, !dbg !435

262:                                              ; preds = %257, %262
  %263 = phi ptr [ %265, %262 ], [ %260, %257 ]
    #dbg_value(ptr %263, !426, !DIExpression(), !434)
  %264 = getelementptr inbounds i8, ptr %263, i64 16, !dbg !436
  %265 = load ptr, ptr %264, align 8, !dbg !436, !tbaa !331
    #dbg_value(ptr %265, !429, !DIExpression(), !437)
  %266 = load ptr, ptr %263, align 8, !dbg !438, !tbaa !269
  call void @free(ptr noundef %266) #15, !dbg !439
  call void @free(ptr noundef nonnull %263) #15, !dbg !440
    #dbg_value(ptr %265, !426, !DIExpression(), !434)
  %267 = icmp eq ptr %265, null, !dbg !435
  br i1 %267, label %268, label %262, !dbg !435, !llvm.loop !441

268:                                              ; preds = %262, %257
  %269 = add nuw i64 %258, 1, !dbg !443
    #dbg_value(i64 %269, !419, !DIExpression(), !431)
  %270 = icmp eq i64 %269, %164, !dbg !444
  br i1 %270, label %271, label %257, !dbg !445, !llvm.loop !446

271:                                              ; preds = %268
  call void @free(ptr noundef %116) #15, !dbg !448
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #15, !dbg !449
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15, !dbg !449
  ret i32 0, !dbg !449

272:                                              ; preds = %227, %278
  %273 = phi i64 [ 0, %227 ], [ %280, %278 ]
  %274 = phi i32 [ 0, %227 ], [ %279, %278 ]
    #dbg_value(i64 %273, !122, !DIExpression(), !396)
    #dbg_value(i32 %274, !121, !DIExpression(), !128)
  %275 = getelementptr inbounds ptr, ptr %116, i64 %273, !dbg !450
    #dbg_value(ptr poison, !124, !DIExpression(), !451)
  %276 = load ptr, ptr %275, align 8, !dbg !452, !tbaa !176
  %277 = icmp eq ptr %276, null, !dbg !453
  br i1 %277, label %278, label %284, !dbg !455

278:                                              ; preds = %284, %272
  %279 = phi i32 [ %274, %272 ], [ %292, %284 ], !dbg !128
  %280 = add nuw i64 %273, 1, !dbg !456
    #dbg_value(i64 %280, !122, !DIExpression(), !396)
    #dbg_value(i32 %279, !121, !DIExpression(), !128)
  %281 = icmp ult i64 %280, %131, !dbg !457
  %282 = icmp slt i32 %279, 12, !dbg !458
  %283 = select i1 %281, i1 %282, i1 false, !dbg !458
  br i1 %283, label %272, label %257, !dbg !397, !llvm.loop !459

284:                                              ; preds = %272, %284
  %285 = phi ptr [ %293, %284 ], [ %276, %272 ]
  %286 = phi i32 [ %292, %284 ], [ %274, %272 ]
    #dbg_value(i32 %286, !121, !DIExpression(), !128)
  %287 = load ptr, ptr %285, align 8, !dbg !461, !tbaa !269
  %288 = getelementptr inbounds i8, ptr %285, i64 8, !dbg !462
  %289 = load i64, ptr %288, align 8, !dbg !462, !tbaa !282
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %273, ptr noundef %287, i64 noundef %289), !dbg !463
  %291 = getelementptr inbounds i8, ptr %285, i64 16, !dbg !464
    #dbg_value(ptr poison, !124, !DIExpression(), !451)
  %292 = add nsw i32 %286, 1, !dbg !465
    #dbg_value(i32 %292, !121, !DIExpression(), !128)
  %293 = load ptr, ptr %291, align 8, !dbg !452, !tbaa !176
    #dbg_value(ptr %293, !124, !DIExpression(), !451)
  %294 = icmp ne ptr %293, null, !dbg !453
  %295 = icmp slt i32 %286, 11, !dbg !466
  %296 = select i1 %294, i1 %295, i1 false, !dbg !466
  br i1 %296, label %284, label %278, !dbg !455, !llvm.loop !467
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !469 {
    #dbg_value(ptr %0, !473, !DIExpression(), !480)
    #dbg_value(ptr %1, !474, !DIExpression(), !480)
    #dbg_value(i64 %2, !475, !DIExpression(), !480)
    #dbg_value(ptr %1, !246, !DIExpression(), !481)
    #dbg_value(i64 5381, !251, !DIExpression(), !481)
  %4 = load i8, ptr %1, align 1, !dbg !483, !tbaa !170
  %5 = icmp eq i8 %4, 0, !dbg !484
  br i1 %5, label %16, label %6, !dbg !484

6:                                                ; preds = %3, %6
  %7 = phi i8 [ %14, %6 ], [ %4, %3 ]
  %8 = phi i64 [ %13, %6 ], [ 5381, %3 ]
  %9 = phi ptr [ %11, %6 ], [ %1, %3 ]
    #dbg_value(i64 %8, !251, !DIExpression(), !481)
    #dbg_value(ptr %9, !246, !DIExpression(), !481)
  %10 = mul i64 %8, 33, !dbg !485
  %11 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !486
    #dbg_value(ptr %11, !246, !DIExpression(), !481)
  %12 = zext i8 %7 to i64, !dbg !487
  %13 = add i64 %10, %12, !dbg !488
    #dbg_value(i64 %13, !251, !DIExpression(), !481)
  %14 = load i8, ptr %11, align 1, !dbg !483, !tbaa !170
  %15 = icmp eq i8 %14, 0, !dbg !484
  br i1 %15, label %16, label %6, !dbg !484, !llvm.loop !489

16:                                               ; preds = %6, %3
  %17 = phi i64 [ 5381, %3 ], [ %13, %6 ], !dbg !481
  %18 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !490
  %19 = load i64, ptr %18, align 8, !dbg !490, !tbaa !152
  %20 = urem i64 %17, %19, !dbg !491
    #dbg_value(i64 %20, !476, !DIExpression(), !480)
  %21 = load ptr, ptr %0, align 8, !dbg !492, !tbaa !142
  %22 = getelementptr inbounds ptr, ptr %21, i64 %20, !dbg !493
    #dbg_value(ptr poison, !477, !DIExpression(), !494)
  %23 = load ptr, ptr %22, align 8, !dbg !495, !tbaa !176
  %24 = icmp eq ptr %23, null, !dbg !496
  br i1 %24, label %36, label %25, !dbg !496

25:                                               ; preds = %16, %32
  %26 = phi ptr [ %34, %32 ], [ %23, %16 ]
  %27 = load ptr, ptr %26, align 8, !dbg !497, !tbaa !269
  %28 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %27, ptr noundef nonnull dereferenceable(1) %1) #17, !dbg !500
  %29 = icmp eq i32 %28, 0, !dbg !501
  br i1 %29, label %30, label %32, !dbg !502

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !503
  store i64 %2, ptr %31, align 8, !dbg !505, !tbaa !282
  br label %135

32:                                               ; preds = %25
  %33 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !506
    #dbg_value(ptr poison, !477, !DIExpression(), !494)
  %34 = load ptr, ptr %33, align 8, !dbg !495, !tbaa !176
    #dbg_value(ptr %34, !477, !DIExpression(), !494)
  %35 = icmp eq ptr %34, null, !dbg !496
  br i1 %35, label %36, label %25, !dbg !496, !llvm.loop !507

36:                                               ; preds = %32, %16
  %37 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #18, !dbg !509
    #dbg_value(ptr %37, !479, !DIExpression(), !480)
  %38 = tail call noalias ptr @strdup(ptr noundef nonnull %1) #15, !dbg !510
  store ptr %38, ptr %37, align 8, !dbg !511, !tbaa !269
  %39 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !512
  store i64 %2, ptr %39, align 8, !dbg !513, !tbaa !282
  %40 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !514
  store ptr %23, ptr %40, align 8, !dbg !515, !tbaa !331
  store ptr %37, ptr %22, align 8, !dbg !516, !tbaa !176
  %41 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !517
  %42 = load i64, ptr %41, align 8, !dbg !519, !tbaa !156
  %43 = add i64 %42, 1, !dbg !519
  store i64 %43, ptr %41, align 8, !dbg !519, !tbaa !156
  %44 = mul i64 %19, 3, !dbg !520
  %45 = lshr i64 %44, 2, !dbg !521
  %46 = icmp ugt i64 %43, %45, !dbg !522
  br i1 %46, label %47, label %135, !dbg !523

47:                                               ; preds = %36
    #dbg_value(ptr %0, !524, !DIExpression(), !540)
    #dbg_value(ptr null, !527, !DIExpression(), !540)
    #dbg_value(i64 0, !528, !DIExpression(), !542)
  %48 = load ptr, ptr %0, align 8, !dbg !543, !tbaa !142
  %49 = and i64 %19, 1, !dbg !544
  %50 = icmp eq i64 %19, 1, !dbg !544
  br i1 %50, label %53, label %51, !dbg !544

51:                                               ; preds = %47
  %52 = and i64 %19, -2, !dbg !544
  br label %75, !dbg !544

53:                                               ; preds = %100, %47
  %54 = phi ptr [ poison, %47 ], [ %101, %100 ]
  %55 = phi ptr [ null, %47 ], [ %101, %100 ]
  %56 = phi i64 [ 0, %47 ], [ %102, %100 ]
  %57 = icmp eq i64 %49, 0, !dbg !545
  br i1 %57, label %68, label %58, !dbg !545

58:                                               ; preds = %53
    #dbg_value(ptr %55, !527, !DIExpression(), !540)
    #dbg_value(i64 %56, !528, !DIExpression(), !542)
  %59 = getelementptr inbounds ptr, ptr %48, i64 %56, !dbg !546
  %60 = load ptr, ptr %59, align 8, !dbg !546, !tbaa !176
    #dbg_value(ptr %60, !530, !DIExpression(), !547)
  %61 = icmp eq ptr %60, null, !dbg !545
  br i1 %61, label %68, label %62, !dbg !545

62:                                               ; preds = %58, %62
  %63 = phi ptr [ %64, %62 ], [ %55, %58 ]
  %64 = phi ptr [ %66, %62 ], [ %60, %58 ]
    #dbg_value(ptr %63, !527, !DIExpression(), !540)
    #dbg_value(ptr %64, !530, !DIExpression(), !547)
  %65 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !548
  %66 = load ptr, ptr %65, align 8, !dbg !548, !tbaa !331
    #dbg_value(ptr %66, !533, !DIExpression(), !549)
  store ptr %63, ptr %65, align 8, !dbg !550, !tbaa !331
    #dbg_value(ptr %64, !527, !DIExpression(), !540)
    #dbg_value(ptr %66, !530, !DIExpression(), !547)
  %67 = icmp eq ptr %66, null, !dbg !545
  br i1 %67, label %68, label %62, !dbg !545, !llvm.loop !551

68:                                               ; preds = %58, %62, %53
  %69 = phi ptr [ %54, %53 ], [ %55, %58 ], [ %64, %62 ], !dbg !540
  %70 = shl i64 %19, 1, !dbg !553
  %71 = or disjoint i64 %70, 1, !dbg !554
    #dbg_value(i64 %71, !535, !DIExpression(), !540)
  %72 = shl i64 %71, 3, !dbg !555
  %73 = tail call ptr @realloc(ptr noundef %48, i64 noundef %72) #19, !dbg !556
    #dbg_value(ptr %73, !536, !DIExpression(), !540)
  %74 = icmp eq ptr %73, null, !dbg !557
  br i1 %74, label %105, label %106, !dbg !559

75:                                               ; preds = %100, %51
  %76 = phi ptr [ null, %51 ], [ %101, %100 ]
  %77 = phi i64 [ 0, %51 ], [ %102, %100 ]
  %78 = phi i64 [ 0, %51 ], [ %103, %100 ]
    #dbg_value(ptr %76, !527, !DIExpression(), !540)
    #dbg_value(i64 %77, !528, !DIExpression(), !542)
  %79 = getelementptr inbounds ptr, ptr %48, i64 %77, !dbg !546
  %80 = load ptr, ptr %79, align 8, !dbg !546, !tbaa !176
    #dbg_value(ptr %80, !530, !DIExpression(), !547)
  %81 = icmp eq ptr %80, null, !dbg !545
  br i1 %81, label %88, label %82, !dbg !545

82:                                               ; preds = %75, %82
  %83 = phi ptr [ %84, %82 ], [ %76, %75 ]
  %84 = phi ptr [ %86, %82 ], [ %80, %75 ]
    #dbg_value(ptr %83, !527, !DIExpression(), !540)
    #dbg_value(ptr %84, !530, !DIExpression(), !547)
  %85 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !548
  %86 = load ptr, ptr %85, align 8, !dbg !548, !tbaa !331
    #dbg_value(ptr %86, !533, !DIExpression(), !549)
  store ptr %83, ptr %85, align 8, !dbg !550, !tbaa !331
    #dbg_value(ptr %84, !527, !DIExpression(), !540)
    #dbg_value(ptr %86, !530, !DIExpression(), !547)
  %87 = icmp eq ptr %86, null, !dbg !545
  br i1 %87, label %88, label %82, !dbg !545, !llvm.loop !551

88:                                               ; preds = %82, %75
  %89 = phi ptr [ %76, %75 ], [ %84, %82 ], !dbg !540
  %90 = or disjoint i64 %77, 1, !dbg !560
    #dbg_value(ptr %89, !527, !DIExpression(), !540)
    #dbg_value(i64 %90, !528, !DIExpression(), !542)
  %91 = getelementptr inbounds ptr, ptr %48, i64 %90, !dbg !546
  %92 = load ptr, ptr %91, align 8, !dbg !546, !tbaa !176
    #dbg_value(ptr %92, !530, !DIExpression(), !547)
  %93 = icmp eq ptr %92, null, !dbg !545
  br i1 %93, label %100, label %94, !dbg !545

94:                                               ; preds = %88, %94
  %95 = phi ptr [ %96, %94 ], [ %89, %88 ]
  %96 = phi ptr [ %98, %94 ], [ %92, %88 ]
    #dbg_value(ptr %95, !527, !DIExpression(), !540)
    #dbg_value(ptr %96, !530, !DIExpression(), !547)
  %97 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !548
  %98 = load ptr, ptr %97, align 8, !dbg !548, !tbaa !331
    #dbg_value(ptr %98, !533, !DIExpression(), !549)
  store ptr %95, ptr %97, align 8, !dbg !550, !tbaa !331
    #dbg_value(ptr %96, !527, !DIExpression(), !540)
    #dbg_value(ptr %98, !530, !DIExpression(), !547)
  %99 = icmp eq ptr %98, null, !dbg !545
  br i1 %99, label %100, label %94, !dbg !545, !llvm.loop !551

100:                                              ; preds = %94, %88
  %101 = phi ptr [ %89, %88 ], [ %96, %94 ], !dbg !540
  %102 = add nuw i64 %77, 2, !dbg !560
    #dbg_value(ptr %101, !527, !DIExpression(), !540)
    #dbg_value(i64 %102, !528, !DIExpression(), !542)
  %103 = add i64 %78, 2, !dbg !544
  %104 = icmp eq i64 %103, %52, !dbg !544
  br i1 %104, label %53, label %75, !dbg !544, !llvm.loop !561

105:                                              ; preds = %68
  tail call void @exit(i32 noundef 1) #20, !dbg !563
  unreachable, !dbg !563

106:                                              ; preds = %68
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %73, i8 0, i64 %72, i1 false), !dbg !564
    #dbg_value(ptr %69, !527, !DIExpression(), !540)
  %107 = icmp eq ptr %69, null, !dbg !565
  br i1 %107, label %131, label %108, !dbg !565

108:                                              ; preds = %106, %125
  %109 = phi ptr [ %111, %125 ], [ %69, %106 ]
    #dbg_value(ptr %109, !527, !DIExpression(), !540)
  %110 = getelementptr inbounds i8, ptr %109, i64 16, !dbg !566
  %111 = load ptr, ptr %110, align 8, !dbg !566, !tbaa !331
    #dbg_value(ptr %111, !537, !DIExpression(), !567)
  %112 = load ptr, ptr %109, align 8, !dbg !568, !tbaa !269
    #dbg_value(ptr %112, !246, !DIExpression(), !569)
    #dbg_value(i64 5381, !251, !DIExpression(), !569)
  %113 = load i8, ptr %112, align 1, !dbg !571, !tbaa !170
  %114 = icmp eq i8 %113, 0, !dbg !572
  br i1 %114, label %125, label %115, !dbg !572

115:                                              ; preds = %108, %115
  %116 = phi i8 [ %123, %115 ], [ %113, %108 ]
  %117 = phi i64 [ %122, %115 ], [ 5381, %108 ]
  %118 = phi ptr [ %120, %115 ], [ %112, %108 ]
    #dbg_value(i64 %117, !251, !DIExpression(), !569)
    #dbg_value(ptr %118, !246, !DIExpression(), !569)
  %119 = mul i64 %117, 33, !dbg !573
  %120 = getelementptr inbounds i8, ptr %118, i64 1, !dbg !574
    #dbg_value(ptr %120, !246, !DIExpression(), !569)
  %121 = zext i8 %116 to i64, !dbg !575
  %122 = add i64 %119, %121, !dbg !576
    #dbg_value(i64 %122, !251, !DIExpression(), !569)
  %123 = load i8, ptr %120, align 1, !dbg !571, !tbaa !170
  %124 = icmp eq i8 %123, 0, !dbg !572
  br i1 %124, label %125, label %115, !dbg !572, !llvm.loop !577

125:                                              ; preds = %115, %108
  %126 = phi i64 [ 5381, %108 ], [ %122, %115 ], !dbg !569
  %127 = urem i64 %126, %71, !dbg !578
    #dbg_value(i64 %127, !539, !DIExpression(), !567)
  %128 = getelementptr inbounds ptr, ptr %73, i64 %127, !dbg !579
  %129 = load ptr, ptr %128, align 8, !dbg !579, !tbaa !176
  store ptr %129, ptr %110, align 8, !dbg !580, !tbaa !331
  store ptr %109, ptr %128, align 8, !dbg !581, !tbaa !176
    #dbg_value(ptr %111, !527, !DIExpression(), !540)
  %130 = icmp eq ptr %111, null, !dbg !565
  br i1 %130, label %131, label %108, !dbg !565, !llvm.loop !582

131:                                              ; preds = %125, %106
  store ptr %73, ptr %0, align 8, !dbg !584, !tbaa !142
  store i64 %71, ptr %18, align 8, !dbg !585, !tbaa !152
  %132 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !586
  %133 = load i32, ptr %132, align 8, !dbg !587, !tbaa !160
  %134 = add nsw i32 %133, 1, !dbg !587
  store i32 %134, ptr %132, align 8, !dbg !587, !tbaa !160
  br label %135, !dbg !588

135:                                              ; preds = %30, %36, %131
  ret void, !dbg !589
}

; Function Attrs: nofree nounwind
declare !dbg !590 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !595 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !600 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !605 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !608 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !611 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !614 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
declare !dbg !617 void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !620 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture) local_unnamed_addr #13

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nofree nounwind willreturn memory(argmem: read) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0,1) }
attributes #17 = { nounwind willreturn memory(read) }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { nounwind allocsize(1) }
attributes #20 = { noreturn nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hash_table.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "73f49a57fd5bd91d9eee3ee85249044b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 53)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "syll", scope: !26, file: !2, line: 114, type: !59, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "make_key", scope: !2, file: !2, line: 113, type: !27, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !55)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !30}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !35, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34}
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !{!0, !7, !12, !17, !22, !36, !41, !43, !45, !47, !49, !51, !53, !24}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!55 = !{!56, !57, !58}
!56 = !DILocalVariable(name: "buf", arg: 1, scope: !26, file: !2, line: 113, type: !29)
!57 = !DILocalVariable(name: "i", arg: 2, scope: !26, file: !2, line: 113, type: !30)
!58 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 116, type: !30)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 512, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!62 = !{!63}
!63 = !DISubrange(count: 8)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !73, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!30}
!75 = !{!76, !93, !97, !99, !101, !102, !103, !105, !108, !109, !111, !112, !113, !114, !116, !119, !121, !122, !124}
!76 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 124, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 13, size: 256, elements: !78)
!78 = !{!79, !87, !91, !92}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !77, file: !2, line: 14, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 192, elements: !83)
!83 = !{!84, !85, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !82, file: !2, line: 8, baseType: !29, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !82, file: !2, line: 9, baseType: !33, size: 64, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !82, file: !2, line: 10, baseType: !81, size: 64, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !77, file: !2, line: 15, baseType: !88, size: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !89, line: 18, baseType: !90)
!89 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !77, file: !2, line: 15, baseType: !88, size: 64, offset: 128)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "rehashes", scope: !77, file: !2, line: 16, baseType: !30, size: 32, offset: 192)
!93 = !DILocalVariable(name: "key", scope: !72, file: !2, line: 126, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 64)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 127, type: !30)
!98 = distinct !DILexicalBlock(scope: !72, file: !2, line: 127, column: 5)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 134, type: !30)
!100 = distinct !DILexicalBlock(scope: !72, file: !2, line: 134, column: 5)
!101 = !DILocalVariable(name: "sum", scope: !72, file: !2, line: 138, type: !33)
!102 = !DILocalVariable(name: "found", scope: !72, file: !2, line: 139, type: !30)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 140, type: !30)
!104 = distinct !DILexicalBlock(scope: !72, file: !2, line: 140, column: 5)
!105 = !DILocalVariable(name: "e", scope: !106, file: !2, line: 142, type: !81)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 140, column: 38)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 140, column: 5)
!108 = !DILocalVariable(name: "deleted", scope: !72, file: !2, line: 149, type: !30)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 150, type: !30)
!110 = distinct !DILexicalBlock(scope: !72, file: !2, line: 150, column: 5)
!111 = !DILocalVariable(name: "longest", scope: !72, file: !2, line: 157, type: !88)
!112 = !DILocalVariable(name: "empty", scope: !72, file: !2, line: 157, type: !88)
!113 = !DILocalVariable(name: "total", scope: !72, file: !2, line: 158, type: !33)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 159, type: !88)
!115 = distinct !DILexicalBlock(scope: !72, file: !2, line: 159, column: 5)
!116 = !DILocalVariable(name: "len", scope: !117, file: !2, line: 160, type: !88)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 159, column: 45)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 159, column: 5)
!119 = !DILocalVariable(name: "e", scope: !120, file: !2, line: 161, type: !81)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 161, column: 9)
!121 = !DILocalVariable(name: "shown", scope: !72, file: !2, line: 173, type: !30)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 174, type: !88)
!123 = distinct !DILexicalBlock(scope: !72, file: !2, line: 174, column: 5)
!124 = !DILocalVariable(name: "e", scope: !125, file: !2, line: 175, type: !81)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 175, column: 9)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 174, column: 5)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !72)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 124, column: 5, scope: !72)
!131 = !DILocalVariable(name: "t", arg: 1, scope: !132, file: !2, line: 26, type: !135)
!132 = distinct !DISubprogram(name: "table_init", scope: !2, file: !2, line: 26, type: !133, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !88}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!136 = !{!131, !137}
!137 = !DILocalVariable(name: "n", arg: 2, scope: !132, file: !2, line: 26, type: !88)
!138 = !DILocation(line: 0, scope: !132, inlinedAt: !139)
!139 = distinct !DILocation(line: 125, column: 5, scope: !72)
!140 = !DILocation(line: 27, column: 18, scope: !132, inlinedAt: !139)
!141 = !DILocation(line: 27, column: 16, scope: !132, inlinedAt: !139)
!142 = !{!143, !144, i64 0}
!143 = !{!"table", !144, i64 0, !147, i64 8, !147, i64 16, !148, i64 24}
!144 = !{!"any pointer", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !{!"long", !145, i64 0}
!148 = !{!"int", !145, i64 0}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 28, column: 8, scope: !132, inlinedAt: !139)
!151 = !DILocation(line: 28, column: 17, scope: !132, inlinedAt: !139)
!152 = !{!143, !147, i64 8}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 29, column: 8, scope: !132, inlinedAt: !139)
!155 = !DILocation(line: 29, column: 14, scope: !132, inlinedAt: !139)
!156 = !{!143, !147, i64 16}
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 30, column: 8, scope: !132, inlinedAt: !139)
!159 = !DILocation(line: 30, column: 17, scope: !132, inlinedAt: !139)
!160 = !{!143, !148, i64 24}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 126, column: 5, scope: !72)
!163 = !DILocation(line: 0, scope: !98)
!164 = !DILocation(line: 127, column: 5, scope: !98)
!165 = !DILocation(line: 0, scope: !26, inlinedAt: !166)
!166 = distinct !DILocation(line: 128, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 127, column: 35)
!168 = distinct !DILexicalBlock(scope: !98, file: !2, line: 127, column: 5)
!169 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !166)
!170 = !{!145, !145, i64 0}
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !166)
!173 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !166)
!174 = distinct !DILexicalBlock(scope: !26, file: !2, line: 117, column: 8)
!175 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !166)
!176 = !{!144, !144, i64 0}
!177 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !166)
!178 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !166)
!179 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !166)
!180 = distinct !{!180, !172, !181, !182}
!181 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !166)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DILocation(line: 129, column: 30, scope: !167)
!184 = !DILocation(line: 129, column: 9, scope: !167)
!185 = !DILocation(line: 130, column: 15, scope: !186)
!186 = distinct !DILexicalBlock(scope: !167, file: !2, line: 130, column: 13)
!187 = !DILocation(line: 130, column: 20, scope: !186)
!188 = !DILocation(line: 0, scope: !168)
!189 = !DILocation(line: 130, column: 13, scope: !167)
!190 = !DILocation(line: 131, column: 86, scope: !186)
!191 = !DILocation(line: 132, column: 22, scope: !186)
!192 = !DILocation(line: 132, column: 34, scope: !186)
!193 = !DILocation(line: 131, column: 13, scope: !186)
!194 = !DILocation(line: 127, column: 23, scope: !168)
!195 = distinct !{!195, !164, !196, !182}
!196 = !DILocation(line: 133, column: 5, scope: !98)
!197 = !DILocation(line: 0, scope: !104)
!198 = !DILocation(line: 140, column: 5, scope: !104)
!199 = !DILocation(line: 0, scope: !100)
!200 = !DILocation(line: 0, scope: !26, inlinedAt: !201)
!201 = distinct !DILocation(line: 135, column: 9, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 134, column: 38)
!203 = distinct !DILexicalBlock(scope: !100, file: !2, line: 134, column: 5)
!204 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !201)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !201)
!207 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !201)
!208 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !201)
!209 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !201)
!210 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !201)
!211 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !201)
!212 = distinct !{!212, !206, !213, !182}
!213 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !201)
!214 = !DILocation(line: 136, column: 22, scope: !202)
!215 = !DILocation(line: 136, column: 9, scope: !202)
!216 = !DILocation(line: 134, column: 32, scope: !203)
!217 = !DILocation(line: 134, column: 23, scope: !203)
!218 = !DILocation(line: 134, column: 5, scope: !100)
!219 = distinct !{!219, !218, !220, !182}
!220 = !DILocation(line: 137, column: 5, scope: !100)
!221 = !DILocation(line: 148, column: 5, scope: !72)
!222 = !DILocation(line: 0, scope: !110)
!223 = !DILocation(line: 150, column: 5, scope: !110)
!224 = !DILocation(line: 0, scope: !26, inlinedAt: !225)
!225 = distinct !DILocation(line: 141, column: 9, scope: !106)
!226 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !225)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !225)
!229 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !225)
!230 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !225)
!231 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !225)
!232 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !225)
!233 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !225)
!234 = distinct !{!234, !228, !235, !182}
!235 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !225)
!236 = !DILocalVariable(name: "t", arg: 1, scope: !237, file: !2, line: 79, type: !135)
!237 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 79, type: !238, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!81, !135, !60}
!240 = !{!236, !241, !242}
!241 = !DILocalVariable(name: "key", arg: 2, scope: !237, file: !2, line: 79, type: !60)
!242 = !DILocalVariable(name: "e", scope: !243, file: !2, line: 80, type: !81)
!243 = distinct !DILexicalBlock(scope: !237, file: !2, line: 80, column: 5)
!244 = !DILocation(line: 0, scope: !237, inlinedAt: !245)
!245 = distinct !DILocation(line: 142, column: 27, scope: !106)
!246 = !DILocalVariable(name: "s", arg: 1, scope: !247, file: !2, line: 19, type: !60)
!247 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 19, type: !248, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!90, !60}
!250 = !{!246, !251}
!251 = !DILocalVariable(name: "h", scope: !247, file: !2, line: 20, type: !90)
!252 = !DILocation(line: 0, scope: !247, inlinedAt: !253)
!253 = distinct !DILocation(line: 80, column: 39, scope: !243, inlinedAt: !245)
!254 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !253)
!255 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !253)
!256 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !253)
!257 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !253)
!258 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !253)
!259 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !253)
!260 = distinct !{!260, !255, !257, !182}
!261 = !DILocation(line: 80, column: 49, scope: !243, inlinedAt: !245)
!262 = !DILocation(line: 80, column: 28, scope: !243, inlinedAt: !245)
!263 = !DILocation(line: 0, scope: !243, inlinedAt: !245)
!264 = !DILocation(line: 80, scope: !243, inlinedAt: !245)
!265 = !DILocation(line: 80, column: 5, scope: !243, inlinedAt: !245)
!266 = !DILocation(line: 81, column: 23, scope: !267, inlinedAt: !245)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 81, column: 13)
!268 = distinct !DILexicalBlock(scope: !243, file: !2, line: 80, column: 5)
!269 = !{!270, !144, i64 0}
!270 = !{!"entry", !144, i64 0, !147, i64 8, !144, i64 16}
!271 = !DILocation(line: 81, column: 13, scope: !267, inlinedAt: !245)
!272 = !DILocation(line: 81, column: 33, scope: !267, inlinedAt: !245)
!273 = !DILocation(line: 81, column: 13, scope: !268, inlinedAt: !245)
!274 = !DILocation(line: 80, column: 75, scope: !268, inlinedAt: !245)
!275 = distinct !{!275, !265, !276, !182}
!276 = !DILocation(line: 82, column: 20, scope: !243, inlinedAt: !245)
!277 = !DILocation(line: 0, scope: !106)
!278 = !DILocation(line: 144, column: 18, scope: !279)
!279 = distinct !DILexicalBlock(scope: !280, file: !2, line: 143, column: 16)
!280 = distinct !DILexicalBlock(scope: !106, file: !2, line: 143, column: 13)
!281 = !DILocation(line: 145, column: 23, scope: !279)
!282 = !{!270, !147, i64 8}
!283 = !DILocation(line: 145, column: 17, scope: !279)
!284 = !DILocation(line: 146, column: 9, scope: !279)
!285 = !DILocation(line: 140, column: 32, scope: !107)
!286 = !DILocation(line: 140, column: 23, scope: !107)
!287 = distinct !{!287, !198, !288, !182}
!288 = !DILocation(line: 147, column: 5, scope: !104)
!289 = !DILocation(line: 0, scope: !26, inlinedAt: !290)
!290 = distinct !DILocation(line: 154, column: 5, scope: !72)
!291 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !290)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !290)
!294 = !DILocalVariable(name: "t", arg: 1, scope: !295, file: !2, line: 86, type: !135)
!295 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 86, type: !296, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{!30, !135, !60}
!298 = !{!294, !299, !300, !301}
!299 = !DILocalVariable(name: "key", arg: 2, scope: !295, file: !2, line: 86, type: !60)
!300 = !DILocalVariable(name: "pp", scope: !295, file: !2, line: 87, type: !80)
!301 = !DILocalVariable(name: "dead", scope: !302, file: !2, line: 90, type: !81)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 89, column: 43)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 89, column: 13)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 88, column: 5)
!305 = distinct !DILexicalBlock(scope: !295, file: !2, line: 88, column: 5)
!306 = !DILocation(line: 0, scope: !295, inlinedAt: !307)
!307 = distinct !DILocation(line: 155, column: 16, scope: !72)
!308 = !DILocation(line: 87, column: 29, scope: !295, inlinedAt: !307)
!309 = !DILocation(line: 0, scope: !247, inlinedAt: !310)
!310 = distinct !DILocation(line: 87, column: 37, scope: !295, inlinedAt: !307)
!311 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !310)
!312 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !310)
!313 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !310)
!314 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !310)
!315 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !310)
!316 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !310)
!317 = distinct !{!317, !312, !314, !182}
!318 = !DILocation(line: 87, column: 52, scope: !295, inlinedAt: !307)
!319 = !DILocation(line: 87, column: 47, scope: !295, inlinedAt: !307)
!320 = !DILocation(line: 87, column: 26, scope: !295, inlinedAt: !307)
!321 = !DILocation(line: 88, column: 12, scope: !304, inlinedAt: !307)
!322 = !DILocation(line: 88, column: 5, scope: !305, inlinedAt: !307)
!323 = !DILocation(line: 89, column: 27, scope: !303, inlinedAt: !307)
!324 = !DILocation(line: 89, column: 13, scope: !303, inlinedAt: !307)
!325 = !DILocation(line: 89, column: 37, scope: !303, inlinedAt: !307)
!326 = !DILocation(line: 89, column: 13, scope: !304, inlinedAt: !307)
!327 = distinct !{!327, !322, !328, !182}
!328 = !DILocation(line: 96, column: 9, scope: !305, inlinedAt: !307)
!329 = !DILocation(line: 91, column: 25, scope: !302, inlinedAt: !307)
!330 = !DILocation(line: 0, scope: !302, inlinedAt: !307)
!331 = !{!270, !144, i64 16}
!332 = !DILocation(line: 91, column: 17, scope: !302, inlinedAt: !307)
!333 = !DILocation(line: 92, column: 24, scope: !302, inlinedAt: !307)
!334 = !DILocation(line: 92, column: 13, scope: !302, inlinedAt: !307)
!335 = !DILocation(line: 93, column: 13, scope: !302, inlinedAt: !307)
!336 = !DILocation(line: 94, column: 21, scope: !302, inlinedAt: !307)
!337 = distinct !DIAssignID()
!338 = !DILocation(line: 88, column: 30, scope: !304, inlinedAt: !307)
!339 = !DILocation(line: 155, column: 13, scope: !72)
!340 = !DILocation(line: 156, column: 49, scope: !72)
!341 = !DILocation(line: 156, column: 5, scope: !72)
!342 = !DILocation(line: 0, scope: !115)
!343 = !DILocation(line: 159, column: 5, scope: !115)
!344 = !DILocation(line: 0, scope: !26, inlinedAt: !345)
!345 = distinct !DILocation(line: 151, column: 9, scope: !346)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 150, column: 38)
!347 = distinct !DILexicalBlock(scope: !110, file: !2, line: 150, column: 5)
!348 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !345)
!349 = distinct !DIAssignID()
!350 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !345)
!351 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !345)
!352 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !345)
!353 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !345)
!354 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !345)
!355 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !345)
!356 = distinct !{!356, !350, !357, !182}
!357 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !345)
!358 = !DILocation(line: 0, scope: !295, inlinedAt: !359)
!359 = distinct !DILocation(line: 152, column: 20, scope: !346)
!360 = !DILocation(line: 87, column: 29, scope: !295, inlinedAt: !359)
!361 = !DILocation(line: 0, scope: !247, inlinedAt: !362)
!362 = distinct !DILocation(line: 87, column: 37, scope: !295, inlinedAt: !359)
!363 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !362)
!364 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !362)
!365 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !362)
!366 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !362)
!367 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !362)
!368 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !362)
!369 = distinct !{!369, !364, !366, !182}
!370 = !DILocation(line: 87, column: 52, scope: !295, inlinedAt: !359)
!371 = !DILocation(line: 87, column: 47, scope: !295, inlinedAt: !359)
!372 = !DILocation(line: 87, column: 26, scope: !295, inlinedAt: !359)
!373 = !DILocation(line: 88, column: 12, scope: !304, inlinedAt: !359)
!374 = !DILocation(line: 88, column: 5, scope: !305, inlinedAt: !359)
!375 = !DILocation(line: 89, column: 27, scope: !303, inlinedAt: !359)
!376 = !DILocation(line: 89, column: 13, scope: !303, inlinedAt: !359)
!377 = !DILocation(line: 89, column: 37, scope: !303, inlinedAt: !359)
!378 = !DILocation(line: 89, column: 13, scope: !304, inlinedAt: !359)
!379 = distinct !{!379, !374, !380, !182}
!380 = !DILocation(line: 96, column: 9, scope: !305, inlinedAt: !359)
!381 = !DILocation(line: 91, column: 25, scope: !302, inlinedAt: !359)
!382 = !DILocation(line: 0, scope: !302, inlinedAt: !359)
!383 = !DILocation(line: 91, column: 17, scope: !302, inlinedAt: !359)
!384 = !DILocation(line: 92, column: 24, scope: !302, inlinedAt: !359)
!385 = !DILocation(line: 92, column: 13, scope: !302, inlinedAt: !359)
!386 = !DILocation(line: 93, column: 13, scope: !302, inlinedAt: !359)
!387 = !DILocation(line: 94, column: 21, scope: !302, inlinedAt: !359)
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 88, column: 30, scope: !304, inlinedAt: !359)
!390 = !DILocation(line: 152, column: 17, scope: !346)
!391 = !DILocation(line: 150, column: 32, scope: !347)
!392 = !DILocation(line: 150, column: 23, scope: !347)
!393 = distinct !{!393, !223, !394, !182}
!394 = !DILocation(line: 153, column: 5, scope: !110)
!395 = !DILocation(line: 170, column: 5, scope: !72)
!396 = !DILocation(line: 0, scope: !123)
!397 = !DILocation(line: 174, column: 5, scope: !123)
!398 = !DILocation(line: 0, scope: !117)
!399 = !DILocation(line: 161, column: 32, scope: !120)
!400 = !DILocation(line: 0, scope: !120)
!401 = !DILocation(line: 161, scope: !120)
!402 = !DILocation(line: 161, column: 9, scope: !120)
!403 = !DILocation(line: 165, column: 13, scope: !117)
!404 = !DILocation(line: 167, column: 14, scope: !405)
!405 = distinct !DILexicalBlock(scope: !117, file: !2, line: 167, column: 13)
!406 = !DILocation(line: 167, column: 13, scope: !117)
!407 = !DILocation(line: 159, column: 41, scope: !118)
!408 = !DILocation(line: 159, column: 26, scope: !118)
!409 = distinct !{!409, !343, !410, !182}
!410 = !DILocation(line: 169, column: 5, scope: !115)
!411 = !DILocation(line: 162, column: 16, scope: !412)
!412 = distinct !DILexicalBlock(scope: !413, file: !2, line: 161, column: 62)
!413 = distinct !DILexicalBlock(scope: !120, file: !2, line: 161, column: 9)
!414 = !DILocation(line: 163, column: 25, scope: !412)
!415 = !DILocation(line: 163, column: 19, scope: !412)
!416 = !DILocation(line: 161, column: 56, scope: !413)
!417 = distinct !{!417, !402, !418, !182}
!418 = !DILocation(line: 164, column: 9, scope: !120)
!419 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 101, type: !88)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 101, column: 5)
!421 = distinct !DISubprogram(name: "table_free", scope: !2, file: !2, line: 100, type: !422, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !424)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !135}
!424 = !{!425, !419, !426, !429}
!425 = !DILocalVariable(name: "t", arg: 1, scope: !421, file: !2, line: 100, type: !135)
!426 = !DILocalVariable(name: "e", scope: !427, file: !2, line: 102, type: !81)
!427 = distinct !DILexicalBlock(scope: !428, file: !2, line: 101, column: 46)
!428 = distinct !DILexicalBlock(scope: !420, file: !2, line: 101, column: 5)
!429 = !DILocalVariable(name: "next", scope: !430, file: !2, line: 104, type: !81)
!430 = distinct !DILexicalBlock(scope: !427, file: !2, line: 103, column: 19)
!431 = !DILocation(line: 0, scope: !420, inlinedAt: !432)
!432 = distinct !DILocation(line: 177, column: 5, scope: !72)
!433 = !DILocation(line: 102, column: 27, scope: !427, inlinedAt: !432)
!434 = !DILocation(line: 0, scope: !427, inlinedAt: !432)
!435 = !DILocation(line: 103, column: 9, scope: !427, inlinedAt: !432)
!436 = !DILocation(line: 104, column: 37, scope: !430, inlinedAt: !432)
!437 = !DILocation(line: 0, scope: !430, inlinedAt: !432)
!438 = !DILocation(line: 105, column: 21, scope: !430, inlinedAt: !432)
!439 = !DILocation(line: 105, column: 13, scope: !430, inlinedAt: !432)
!440 = !DILocation(line: 106, column: 13, scope: !430, inlinedAt: !432)
!441 = distinct !{!441, !435, !442, !182}
!442 = !DILocation(line: 108, column: 9, scope: !427, inlinedAt: !432)
!443 = !DILocation(line: 101, column: 42, scope: !428, inlinedAt: !432)
!444 = !DILocation(line: 101, column: 26, scope: !428, inlinedAt: !432)
!445 = !DILocation(line: 101, column: 5, scope: !420, inlinedAt: !432)
!446 = distinct !{!446, !445, !447, !182}
!447 = !DILocation(line: 109, column: 5, scope: !420, inlinedAt: !432)
!448 = !DILocation(line: 110, column: 5, scope: !421, inlinedAt: !432)
!449 = !DILocation(line: 179, column: 1, scope: !72)
!450 = !DILocation(line: 175, column: 32, scope: !125)
!451 = !DILocation(line: 0, scope: !125)
!452 = !DILocation(line: 175, scope: !125)
!453 = !DILocation(line: 175, column: 46, scope: !454)
!454 = distinct !DILexicalBlock(scope: !125, file: !2, line: 175, column: 9)
!455 = !DILocation(line: 175, column: 9, scope: !125)
!456 = !DILocation(line: 174, column: 55, scope: !126)
!457 = !DILocation(line: 174, column: 26, scope: !126)
!458 = !DILocation(line: 174, column: 39, scope: !126)
!459 = distinct !{!459, !397, !460, !182}
!460 = !DILocation(line: 176, column: 61, scope: !123)
!461 = !DILocation(line: 176, column: 48, scope: !454)
!462 = !DILocation(line: 176, column: 56, scope: !454)
!463 = !DILocation(line: 176, column: 13, scope: !454)
!464 = !DILocation(line: 175, column: 70, scope: !454)
!465 = !DILocation(line: 175, column: 81, scope: !454)
!466 = !DILocation(line: 175, column: 48, scope: !454)
!467 = distinct !{!467, !455, !468, !182}
!468 = !DILocation(line: 176, column: 61, scope: !125)
!469 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 63, type: !470, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !472)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !135, !60, !33}
!472 = !{!473, !474, !475, !476, !477, !479}
!473 = !DILocalVariable(name: "t", arg: 1, scope: !469, file: !2, line: 63, type: !135)
!474 = !DILocalVariable(name: "key", arg: 2, scope: !469, file: !2, line: 63, type: !60)
!475 = !DILocalVariable(name: "value", arg: 3, scope: !469, file: !2, line: 63, type: !33)
!476 = !DILocalVariable(name: "b", scope: !469, file: !2, line: 64, type: !88)
!477 = !DILocalVariable(name: "e", scope: !478, file: !2, line: 65, type: !81)
!478 = distinct !DILexicalBlock(scope: !469, file: !2, line: 65, column: 5)
!479 = !DILocalVariable(name: "e", scope: !469, file: !2, line: 70, type: !81)
!480 = !DILocation(line: 0, scope: !469)
!481 = !DILocation(line: 0, scope: !247, inlinedAt: !482)
!482 = distinct !DILocation(line: 64, column: 16, scope: !469)
!483 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !482)
!484 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !482)
!485 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !482)
!486 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !482)
!487 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !482)
!488 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !482)
!489 = distinct !{!489, !484, !486, !182}
!490 = !DILocation(line: 64, column: 31, scope: !469)
!491 = !DILocation(line: 64, column: 26, scope: !469)
!492 = !DILocation(line: 65, column: 31, scope: !478)
!493 = !DILocation(line: 65, column: 28, scope: !478)
!494 = !DILocation(line: 0, scope: !478)
!495 = !DILocation(line: 65, scope: !478)
!496 = !DILocation(line: 65, column: 5, scope: !478)
!497 = !DILocation(line: 66, column: 23, scope: !498)
!498 = distinct !DILexicalBlock(scope: !499, file: !2, line: 66, column: 13)
!499 = distinct !DILexicalBlock(scope: !478, file: !2, line: 65, column: 5)
!500 = !DILocation(line: 66, column: 13, scope: !498)
!501 = !DILocation(line: 66, column: 33, scope: !498)
!502 = !DILocation(line: 66, column: 13, scope: !499)
!503 = !DILocation(line: 67, column: 16, scope: !504)
!504 = distinct !DILexicalBlock(scope: !498, file: !2, line: 66, column: 39)
!505 = !DILocation(line: 67, column: 22, scope: !504)
!506 = !DILocation(line: 65, column: 53, scope: !499)
!507 = distinct !{!507, !496, !508, !182}
!508 = !DILocation(line: 69, column: 9, scope: !478)
!509 = !DILocation(line: 70, column: 23, scope: !469)
!510 = !DILocation(line: 71, column: 14, scope: !469)
!511 = !DILocation(line: 71, column: 12, scope: !469)
!512 = !DILocation(line: 72, column: 8, scope: !469)
!513 = !DILocation(line: 72, column: 14, scope: !469)
!514 = !DILocation(line: 73, column: 8, scope: !469)
!515 = !DILocation(line: 73, column: 13, scope: !469)
!516 = !DILocation(line: 74, column: 19, scope: !469)
!517 = !DILocation(line: 75, column: 14, scope: !518)
!518 = distinct !DILexicalBlock(scope: !469, file: !2, line: 75, column: 9)
!519 = !DILocation(line: 75, column: 9, scope: !518)
!520 = !DILocation(line: 75, column: 34, scope: !518)
!521 = !DILocation(line: 75, column: 38, scope: !518)
!522 = !DILocation(line: 75, column: 20, scope: !518)
!523 = !DILocation(line: 75, column: 9, scope: !469)
!524 = !DILocalVariable(name: "t", arg: 1, scope: !525, file: !2, line: 35, type: !135)
!525 = distinct !DISubprogram(name: "rehash", scope: !2, file: !2, line: 35, type: !422, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !526)
!526 = !{!524, !527, !528, !530, !533, !535, !536, !537, !539}
!527 = !DILocalVariable(name: "all", scope: !525, file: !2, line: 36, type: !81)
!528 = !DILocalVariable(name: "i", scope: !529, file: !2, line: 37, type: !88)
!529 = distinct !DILexicalBlock(scope: !525, file: !2, line: 37, column: 5)
!530 = !DILocalVariable(name: "e", scope: !531, file: !2, line: 38, type: !81)
!531 = distinct !DILexicalBlock(scope: !532, file: !2, line: 37, column: 46)
!532 = distinct !DILexicalBlock(scope: !529, file: !2, line: 37, column: 5)
!533 = !DILocalVariable(name: "next", scope: !534, file: !2, line: 40, type: !81)
!534 = distinct !DILexicalBlock(scope: !531, file: !2, line: 39, column: 19)
!535 = !DILocalVariable(name: "n", scope: !525, file: !2, line: 46, type: !88)
!536 = !DILocalVariable(name: "nb", scope: !525, file: !2, line: 47, type: !80)
!537 = !DILocalVariable(name: "next", scope: !538, file: !2, line: 52, type: !81)
!538 = distinct !DILexicalBlock(scope: !525, file: !2, line: 51, column: 17)
!539 = !DILocalVariable(name: "b", scope: !538, file: !2, line: 53, type: !88)
!540 = !DILocation(line: 0, scope: !525, inlinedAt: !541)
!541 = distinct !DILocation(line: 76, column: 9, scope: !518)
!542 = !DILocation(line: 0, scope: !529, inlinedAt: !541)
!543 = !DILocation(line: 47, column: 36, scope: !525, inlinedAt: !541)
!544 = !DILocation(line: 37, column: 5, scope: !529, inlinedAt: !541)
!545 = !DILocation(line: 39, column: 9, scope: !531, inlinedAt: !541)
!546 = !DILocation(line: 38, column: 27, scope: !531, inlinedAt: !541)
!547 = !DILocation(line: 0, scope: !531, inlinedAt: !541)
!548 = !DILocation(line: 40, column: 37, scope: !534, inlinedAt: !541)
!549 = !DILocation(line: 0, scope: !534, inlinedAt: !541)
!550 = !DILocation(line: 41, column: 21, scope: !534, inlinedAt: !541)
!551 = distinct !{!551, !545, !552, !182}
!552 = !DILocation(line: 44, column: 9, scope: !531, inlinedAt: !541)
!553 = !DILocation(line: 46, column: 28, scope: !525, inlinedAt: !541)
!554 = !DILocation(line: 46, column: 32, scope: !525, inlinedAt: !541)
!555 = !DILocation(line: 47, column: 47, scope: !525, inlinedAt: !541)
!556 = !DILocation(line: 47, column: 25, scope: !525, inlinedAt: !541)
!557 = !DILocation(line: 48, column: 10, scope: !558, inlinedAt: !541)
!558 = distinct !DILexicalBlock(scope: !525, file: !2, line: 48, column: 9)
!559 = !DILocation(line: 48, column: 9, scope: !525, inlinedAt: !541)
!560 = !DILocation(line: 37, column: 42, scope: !532, inlinedAt: !541)
!561 = distinct !{!561, !544, !562, !182}
!562 = !DILocation(line: 45, column: 5, scope: !529, inlinedAt: !541)
!563 = !DILocation(line: 49, column: 9, scope: !558, inlinedAt: !541)
!564 = !DILocation(line: 50, column: 5, scope: !525, inlinedAt: !541)
!565 = !DILocation(line: 51, column: 5, scope: !525, inlinedAt: !541)
!566 = !DILocation(line: 52, column: 35, scope: !538, inlinedAt: !541)
!567 = !DILocation(line: 0, scope: !538, inlinedAt: !541)
!568 = !DILocation(line: 53, column: 30, scope: !538, inlinedAt: !541)
!569 = !DILocation(line: 0, scope: !247, inlinedAt: !570)
!570 = distinct !DILocation(line: 53, column: 20, scope: !538, inlinedAt: !541)
!571 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !570)
!572 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !570)
!573 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !570)
!574 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !570)
!575 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !570)
!576 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !570)
!577 = distinct !{!577, !572, !574, !182}
!578 = !DILocation(line: 53, column: 35, scope: !538, inlinedAt: !541)
!579 = !DILocation(line: 54, column: 21, scope: !538, inlinedAt: !541)
!580 = !DILocation(line: 54, column: 19, scope: !538, inlinedAt: !541)
!581 = !DILocation(line: 55, column: 15, scope: !538, inlinedAt: !541)
!582 = distinct !{!582, !565, !583, !182}
!583 = !DILocation(line: 57, column: 5, scope: !525, inlinedAt: !541)
!584 = !DILocation(line: 58, column: 16, scope: !525, inlinedAt: !541)
!585 = !DILocation(line: 59, column: 17, scope: !525, inlinedAt: !541)
!586 = !DILocation(line: 60, column: 8, scope: !525, inlinedAt: !541)
!587 = !DILocation(line: 60, column: 16, scope: !525, inlinedAt: !541)
!588 = !DILocation(line: 76, column: 9, scope: !518)
!589 = !DILocation(line: 77, column: 1, scope: !469)
!590 = !DISubprogram(name: "printf", scope: !591, file: !591, line: 356, type: !592, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!592 = !DISubroutineType(types: !593)
!593 = !{!30, !594, null}
!594 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!595 = !DISubprogram(name: "calloc", scope: !596, file: !596, line: 556, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!597 = !DISubroutineType(types: !598)
!598 = !{!599, !88, !88}
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!600 = !DISubprogram(name: "strcat", scope: !601, file: !601, line: 149, type: !602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!602 = !DISubroutineType(types: !603)
!603 = !{!29, !604, !594}
!604 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!605 = !DISubprogram(name: "strcmp", scope: !601, file: !601, line: 156, type: !606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!30, !60, !60}
!608 = !DISubprogram(name: "malloc", scope: !596, file: !596, line: 553, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!599, !88}
!611 = !DISubprogram(name: "strdup", scope: !601, file: !601, line: 187, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{!29, !60}
!614 = !DISubprogram(name: "realloc", scope: !596, file: !596, line: 564, type: !615, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{!599, !599, !88}
!617 = !DISubprogram(name: "exit", scope: !596, file: !596, line: 637, type: !618, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{null, !30}
!620 = !DISubprogram(name: "free", scope: !596, file: !596, line: 568, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !599}
